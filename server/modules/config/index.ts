/** The public settings the app reads at start. */
export { configRoutes, publicConfig } from './routes';
