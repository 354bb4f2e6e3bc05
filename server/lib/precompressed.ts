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

export function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  variants: Variants,
  contentType: string,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.type(contentType);
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(variants.br);
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(variants.gzip);
  return reply.send(variants.raw);
}
