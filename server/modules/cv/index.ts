/** CVs: their store, rules and owner's routes, and what other modules may read of them. */
export { createCvRepository } from './repository';
export { createCvService, type CvService } from './service';
export { cvRoutes } from './routes';
export { DEMO_USERNAME, seedDemo } from './demo-seed';
export { cvAsJsonResume, publicUrlOf } from './json-resume';
export { asColumns, withMoreLists } from './more-lists';
export { idParams, ownCvOf, publicParams, versionQuery, type PublicCvRequest } from './params';
export { cvModule } from './module';
