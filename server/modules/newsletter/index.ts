/** The newsletter's sign-up and its double opt-in. */
export { newsletterRoutes } from './routes';
export { newsletterModule } from './module';
