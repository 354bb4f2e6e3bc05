import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@/domain/limits';
import { forgetTap, takeTap } from './tap-guard';

describe('one tap, one move', () => {
  it('refuses the second tap of a double tap, and takes a tap after the interval', () => {
    forgetTap();
    expect(takeTap(1000)).toBe(true);
    expect(takeTap(1000 + TIMINGS.doubleTapMs - 1)).toBe(false);
    expect(takeTap(1000 + TIMINGS.doubleTapMs)).toBe(true);
  });

  it('takes the next tap at once when the last one was answered on its own screen', () => {
    forgetTap();
    expect(takeTap(5000)).toBe(true);
    // A check refused it: the field is corrected and Continue tapped again, 150 ms later.
    forgetTap();
    expect(takeTap(5150)).toBe(true);
    expect(takeTap(5200)).toBe(false);
  });
});
