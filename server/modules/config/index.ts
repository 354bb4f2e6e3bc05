/** The public settings the app reads at start. */
export { configRoutes, publicConfig } from './routes';
export { configModule } from './module';
