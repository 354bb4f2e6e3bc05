/** Public CV pages, their preview cards and the fast path that serves them from memory. */
export { createPublicFastPath } from './fast-path';
export { registerPublicCvPages } from './routes';
export { publicCvModule } from './module';
