/** Card payments (Stripe): checkout, the portal and the webhook. */
export { paymentsRoutes } from './routes';
export { paymentsModule } from './module';
