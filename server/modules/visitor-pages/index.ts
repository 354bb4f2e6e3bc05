/** The visitor pages (landing, legal, contact) drawn on the server. */
export { registerVisitorPages } from './routes';
export { visitorPagesModule } from './module';
