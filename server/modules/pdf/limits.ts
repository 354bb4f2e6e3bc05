/**
 * PDF downloads beside the render queue (two rendering, twenty waiting, then 503 `pdf_busy`): one
 * account or one address cannot keep the queue full for everyone else. A person downloads a few
 * files while editing; these caps are far above that.
 */
import { perAddress, perUser, type RouteRateLimit } from '@server/plugins/rate-limit';

const WINDOW_MS = 10 * 60 * 1000;
export const PDF_LIMITS = { perUser: 20, perAddress: 60, windowMs: WINDOW_MS } as const;

/** One counter for every PDF route: the owner's and the public CVs' files are one queue. */
const perAddressCounter = perAddress('pdf', PDF_LIMITS.perAddress, WINDOW_MS);

export const ownerPdfLimit: RouteRateLimit = {
  counters: [perAddressCounter, perUser('pdf', PDF_LIMITS.perUser, WINDOW_MS)],
};

export const publicPdfLimit: RouteRateLimit = { counters: [perAddressCounter] };
