/** The contact form. */
export { contactRoutes } from './routes';
export { contactModule } from './module';
