/** Liveness and readiness. */
export { createHealthState, healthRoutes } from './routes';
