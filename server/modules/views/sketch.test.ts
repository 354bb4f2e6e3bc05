import { hash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VisitorSketch } from './sketch';

/** The nth visitor of a run, hashed as a visitor is (sha256): uniform 64 bits. */
function visitor(run: number, n: number): [number, number] {
  const bytes = hash('sha256', `${run}:${n}`, 'buffer');
  return [bytes.readUInt32BE(0), bytes.readUInt32BE(4)];
}

/** murmur3's finaliser: a cheaper uniform hash, for the runs of many thousand visitors. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}
const manyVisitor = (run: number, n: number): [number, number] => {
  const hi = mix(Math.imul(n, 0x9e3779b1) ^ run);
  return [hi, mix(hi ^ Math.imul(n + run, 0x27d4eb2f))];
};

const countOf = (run: number, n: number, of = manyVisitor) => {
  const sketch = new VisitorSketch();
  for (let i = 0; i < n; i++) sketch.add(...of(run, i));
  return sketch.count();
};

describe('the visitor sketch', () => {
  it('few visitors (its sparse form): the count is the different ones, and adding says who was new', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.nat({ max: 400 }), { maxLength: 600 }),
        (run, visits) => {
          const sketch = new VisitorSketch();
          const seen = new Set<number>();
          for (const n of visits) {
            expect(sketch.add(...visitor(run, n))).toBe(!seen.has(n));
            seen.add(n);
          }
          expect(sketch.count()).toBe(seen.size);
        },
      ),
    );
  });

  it('the order visitors come in changes nothing, across the change to the dense form', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1500, max: 6000 }), (run, n) => {
        const forward = new VisitorSketch();
        const backward = new VisitorSketch();
        for (let i = 0; i < n; i++) forward.add(...manyVisitor(run, i));
        for (let i = n - 1; i >= 0; i--) backward.add(...manyVisitor(run, i));
        expect(forward.count()).toBe(backward.count());
      }),
      { numRuns: 20 },
    );
  });

  it('many visitors are counted within 2 %', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2049, max: 150_000 }), (run, n) => {
        expect(Math.abs(countOf(run, n) - n)).toBeLessThanOrEqual(n * 0.02);
      }),
      // 2 % is 2.5 standard errors: about one count in 80 falls outside, so these runs are fixed.
      { numRuns: 30, seed: 44 },
    );
  });

  it('its standard error is near 1.04/√16384 = 0.81 %, unbiased', () => {
    const errors = Array.from({ length: 50 }, (_, run) => countOf(run, 20_000) / 20_000 - 1);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    const rms = Math.sqrt(errors.reduce((a, b) => a + b * b, 0) / errors.length);
    expect(Math.abs(mean)).toBeLessThan(0.003);
    expect(rms).toBeLessThan(0.011);
    expect(rms).toBeGreaterThan(0.004);
  });

  it('none is none; a million is a million within 2 %', () => {
    expect(new VisitorSketch().count()).toBe(0);
    expect(Math.abs(countOf(7, 1_000_000) - 1_000_000)).toBeLessThan(20_000);
  });
});
