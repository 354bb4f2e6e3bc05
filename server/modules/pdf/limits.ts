/**
 * PDF downloads beside the render queue (two rendering, twenty waiting, then 503 `pdf_busy`): one
 * account or one address cannot keep the queue full for everyone else (the limit table).
 */
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';

const [PER_ADDRESS, PER_USER] = LIMIT_TABLE.pdfOwner.counters;
export const PDF_LIMITS = {
  perUser: PER_USER.max,
  perAddress: PER_ADDRESS.max,
  windowMs: PER_ADDRESS.windowMs,
} as const;

/** Both share the address counter: the owner's and the public CVs' files are one queue. */
export const ownerPdfLimit = routeLimit(LIMIT_TABLE.pdfOwner);
export const publicPdfLimit = routeLimit(LIMIT_TABLE.pdfPublic);
