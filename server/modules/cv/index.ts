/** CVs: their store, rules and owner's routes, and what other modules may read of them. */
export { createCvRepository, type CvRepository, type CvWithOwner, type Tx } from './repository';
export { createCvService, type CvService } from './service';
export { cvRoutes } from './routes';
export { DEMO_USERNAME, seedDemo } from './demo-seed';
export { cvAsJsonResume, publicUrlOf } from './json-resume';
export { asColumns, withMoreLists } from './more-lists';
export { idParams, ownCvOf, publicParams, versionQuery, type PublicCvRequest } from './params';
export { idempotencyKeyOf, ifMatchOf, versionTag } from './version-tag';
export { cvModule } from './module';
