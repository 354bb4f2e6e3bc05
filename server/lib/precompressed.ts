/**
 * Bodies compressed once and kept (hot public answers): each request then only picks the variant the
 * client accepts, instead of compressing again. A body is compressed quickly while its first request
 * waits, and at the best levels later in the background, one body at a time; all of it on libuv's
 * threads, never on the event loop (brotli 11 held it 0.1-0.4 s per page on a busy two-core machine,
 * brotli 5 under 15 ms, and made-up query strings could ask for it on every request).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSemaphore } from './semaphore';

export interface Variants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Levels a waiting request can afford (a few ms for a page), and the smallest bytes (~20x that). */
const QUICK = { brotli: 5, gzip: 6 };
const BEST = { brotli: 11, gzip: 9 };

const brotliAt = (raw: Buffer, quality: number) =>
  brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });

/** The body compressed at levels a request can wait for. */
export async function compressQuickly(body: string | Buffer): Promise<Variants> {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotliAt(raw, QUICK.brotli),
    gzipAsync(raw, { level: QUICK.gzip }),
  ]);
  return { raw, br, gzip: gz };
}

/** One body at a time on one of libuv's four threads, which file reads, DNS and sharp share. */
const refining = createSemaphore(1);
/** Beyond this many waiting, a body keeps its quick bytes (a burst of new pages stays bounded). */
const MAX_WAITING = 100;
const unsettled = new Set<Promise<void>>();

/**
 * Compresses `raw` at the best levels in the background and hands the result to `keep`, unless
 * `wanted()` says by then that the body is no longer kept (dropped from its cache or replaced).
 */
export function compressBestLater(
  raw: Buffer,
  keep: (best: Variants) => void,
  wanted: () => boolean,
): void {
  if (refining.load().waiting >= MAX_WAITING) return;
  const job = refining
    .run(async () => {
      if (!wanted()) return;
      // One after the other: the background never holds more than one thread.
      const br = await brotliAt(raw, BEST.brotli);
      const gz = await gzipAsync(raw, { level: BEST.gzip });
      if (wanted()) keep({ raw, br, gzip: gz });
    })
    // Compressing bytes in memory does not fail; if it ever did, the quick bytes are still right.
    .catch(() => undefined)
    .finally(() => unsettled.delete(job));
  unsettled.add(job);
}

/** Resolves when every best compression asked for so far has ended (tests, the bench). */
export async function bestCompressionSettled(): Promise<void> {
  while (unsettled.size) await Promise.all(unsettled);
}

/** The encoding a client's Accept-Encoding takes: brotli, else gzip, else none (the raw body). */
export function acceptedEncoding(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** The variant a client's Accept-Encoding takes: brotli, else gzip, else the raw body. */
export function pickVariant(
  acceptEncoding: string | string[] | undefined,
  variants: Variants,
): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const encoding = acceptedEncoding(acceptEncoding);
  return { encoding, body: variants[encoding ?? 'raw'] };
}

export function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  variants: Variants,
  contentType: string,
) {
  const { encoding, body } = pickVariant(request.headers['accept-encoding'], variants);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.type(contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
