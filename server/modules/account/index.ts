/** The account's own data: its export and its deletion. */
export { accountRoutes } from './routes';
export { createAccountRepository } from './repository';
export { createAccountService } from './service';
export { accountModule } from './module';
