/** Job applications: their store, rules and owner's routes, and what the account's export reads. */
export { applicationDto, type VersionAnswer } from './dto';
export { createApplicationRepository, type ApplicationRow } from './repository';
export { createApplicationService, type ApplicationService } from './service';
export { applicationsModule } from './module';
