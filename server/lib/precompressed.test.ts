import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bestCompressionSettled,
  compressBestLater,
  compressQuickly,
  pickVariant,
  type Variants,
} from './precompressed';

/** A page-like body: markup that repeats with small differences, as a rendered CV does. */
const page = Array.from(
  { length: 400 },
  (_, i) => `<li class="item-${i % 7}"><span>Entry ${i}</span> at Company ${i % 13}</li>`,
).join('\n');

describe('compressQuickly', () => {
  it('gives every variant of the same body', async () => {
    const quick = await compressQuickly(page);
    expect(quick.raw.toString()).toBe(page);
    expect(brotliDecompressSync(quick.br).toString()).toBe(page);
    expect(gunzipSync(quick.gzip).toString()).toBe(page);
    expect(quick.br.length).toBeLessThan(quick.raw.length / 4);
  });
});

describe('compressBestLater', () => {
  it('hands over smaller bytes of the same body once, in the background', async () => {
    const quick = await compressQuickly(page);
    const kept: Variants[] = [];
    compressBestLater(
      quick.raw,
      (best) => kept.push(best),
      () => true,
    );
    expect(kept).toEqual([]);
    await bestCompressionSettled();
    expect(kept).toHaveLength(1);
    const [best] = kept as [Variants];
    expect(brotliDecompressSync(best.br).toString()).toBe(page);
    expect(gunzipSync(best.gzip).toString()).toBe(page);
    expect(best.br.length).toBeLessThanOrEqual(quick.br.length);
    expect(best.gzip.length).toBeLessThanOrEqual(quick.gzip.length);
  });

  it('does nothing for a body no longer kept', async () => {
    let kept = 0;
    compressBestLater(
      Buffer.from(page),
      () => (kept += 1),
      () => false,
    );
    await bestCompressionSettled();
    expect(kept).toBe(0);
  });
});

describe('pickVariant', () => {
  it('prefers brotli, then gzip, then the raw body', () => {
    const variants = { raw: Buffer.from('r'), br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickVariant('gzip, deflate, br', variants).encoding).toBe('br');
    expect(pickVariant('gzip', variants).encoding).toBe('gzip');
    expect(pickVariant(undefined, variants)).toEqual({ encoding: null, body: variants.raw });
  });
});
