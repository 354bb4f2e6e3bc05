/** Accounts and sessions: what the app wires and what other modules (and the API tests) may use. */
export type { UsersRepository } from './identity';
export { createUsersService, type UsersService, type UsersServiceDeps } from './service';
export { createAccessTokens, createRefreshSuccession, type LiveSessions } from './sessions';
export { createTwoStepParts, proveOwner, type ProvenSession } from './factors';
export { usersModule } from './module';
