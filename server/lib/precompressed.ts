/**
 * Bodies compressed once and kept (hot public answers): each request then only picks the variant the
 * client accepts, instead of compressing again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Variants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressVariants(body: string | Buffer): Variants {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    raw,
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/** The variant a client's Accept-Encoding takes: brotli, else gzip, else the raw body. */
export function pickVariant(
  acceptEncoding: string | string[] | undefined,
  variants: Variants,
): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: variants.br };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: variants.gzip };
  return { encoding: null, body: variants.raw };
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
