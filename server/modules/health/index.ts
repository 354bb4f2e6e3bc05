/** Liveness and readiness. */
export { createHealthState, healthRoutes } from './routes';
export { healthModule } from './module';
