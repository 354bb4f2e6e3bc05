/** The newsletter's sign-up and its double opt-in. */
export { newsletterRoutes } from './routes';
