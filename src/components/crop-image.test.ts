import { describe, expect, it } from 'vitest';
import { LIMITS } from '../domain/limits';
import { outputSide } from './crop-image';

describe('outputSide', () => {
  it('scales a large crop down to the maximum side', () => {
    expect(outputSide(3024, LIMITS.photoMaxSide)).toBe(800);
    expect(outputSide(801, LIMITS.photoMaxSide)).toBe(800);
  });

  it('never upscales a small crop', () => {
    expect(outputSide(800, LIMITS.photoMaxSide)).toBe(800);
    expect(outputSide(420, LIMITS.photoMaxSide)).toBe(420);
    expect(outputSide(1, LIMITS.photoMaxSide)).toBe(1);
  });

  it('rounds a fractional crop to whole pixels and never gives zero', () => {
    expect(outputSide(420.4, 800)).toBe(420);
    expect(outputSide(420.6, 800)).toBe(421);
    expect(outputSide(0.3, 800)).toBe(1);
  });

  it('refuses sizes that cannot make an image', () => {
    expect(() => outputSide(0, 800)).toThrow(RangeError);
    expect(() => outputSide(Number.NaN, 800)).toThrow(RangeError);
    expect(() => outputSide(100, 0)).toThrow(RangeError);
  });
});
