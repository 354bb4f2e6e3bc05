/** The share target's address, answered when no service worker caught the share. */
export { shareTargetModule } from './module';
