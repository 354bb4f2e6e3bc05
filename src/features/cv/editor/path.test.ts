import { describe, expect, it } from 'vitest';
import { getAt, setAt } from './path';

describe('dotted paths', () => {
  const cv = { first_name: 'Aino', experiences: [{ role: 'Dev' }, { role: 'Lead' }] };

  it('reads nested values', () => {
    expect(getAt(cv, 'experiences.1.role')).toBe('Lead');
    expect(getAt(cv, 'experiences.5.role')).toBeUndefined();
  });

  it('writes without touching the original', () => {
    const next = setAt(cv, 'experiences.0.role', 'Designer');
    expect(next.experiences[0]).toEqual({ role: 'Designer' });
    expect(cv.experiences[0]).toEqual({ role: 'Dev' });
    expect(next.experiences[1]).toBe(cv.experiences[1]);
    expect(setAt(cv, 'first_name', 'Maija').first_name).toBe('Maija');
  });

  it('reads through null and missing levels as undefined', () => {
    expect(getAt({ a: null }, 'a.b.c')).toBeUndefined();
    expect(getAt(undefined, 'a')).toBeUndefined();
    expect(getAt(['x', 'y'], '1')).toBe('y');
  });

  it('writes into arrays by index and makes missing levels objects', () => {
    const list = [{ role: 'Dev' }];
    const next = setAt(list, '1.role', 'Lead');
    expect(next).toEqual([{ role: 'Dev' }, { role: 'Lead' }]);
    expect(Array.isArray(next)).toBe(true);
    expect(list).toHaveLength(1);
    expect(setAt({}, 'a.b', 1)).toEqual({ a: { b: 1 } });
    expect(setAt({ a: null }, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });
});
