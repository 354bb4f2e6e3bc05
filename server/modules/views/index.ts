/** View counts of public CVs: counted as pages are served, summed per day, read by their owner. */
export { viewsModule, FLUSH_EVERY_MS } from './module';
export type { ViewedPage } from './counter';
