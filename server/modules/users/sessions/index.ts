/** Sessions: started by a proof, renewed by refresh tokens, ended here for every instance. */
export { createSessions, type Sessions, type SessionsDeps } from './sessions';
export { createSessionsRepository, type SessionsRepository } from './repository';
export { createLiveSessions, type LiveSessions } from './live-sessions';
export { createAccessTokens, createRefreshSuccession, type AccessTokens } from './tokens';
