/** Accounts and sessions: what the app wires and what other modules may use. */
export { createUsersRepository, type UsersRepository } from './repository';
export { createUsersService, type UsersService } from './service';
export { usersRoutes } from './routes';
export { createLiveSessions, type LiveSessions } from './live-sessions';
export { createAccessTokens, createRefreshSuccession } from './tokens';
export { createFacebookVerifier } from './social/facebook';
export { createGoogleVerifier } from './social/google';
export { proveOwner, type ProvenSession } from './passwords';
export { usersModule } from './module';
