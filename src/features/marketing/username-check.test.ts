import { describe, expect, it } from 'vitest';
import { localVerdict } from './username-check';

const HOST = 'cv.example.com';

describe('localVerdict', () => {
  it('asks the server about a name that passes the sign-up rule', () => {
    expect(localVerdict('  anna-k ', HOST)).toEqual({ kind: 'ask', name: 'anna-k' });
    expect(localVerdict('Äiti_ö', HOST)).toEqual({ kind: 'ask', name: 'Äiti_ö' });
  });

  it('drops a typed site address first, as set-username does', () => {
    expect(localVerdict('https://cv.example.com/anna', HOST)).toEqual({
      kind: 'ask',
      name: 'anna',
    });
    expect(localVerdict('cv.example.com/', HOST)).toEqual({ kind: 'empty' });
  });

  it('names the broken rule without a call', () => {
    expect(localVerdict('', HOST)).toEqual({ kind: 'empty' });
    expect(localVerdict('ab', HOST)).toEqual({ kind: 'format', name: 'ab' });
    expect(localVerdict('a'.repeat(21), HOST).kind).toBe('format');
    expect(localVerdict('anna k', HOST).kind).toBe('format');
    expect(localVerdict('anna.k', HOST).kind).toBe('format');
    expect(localVerdict('Dashboard', HOST)).toEqual({ kind: 'reserved', name: 'Dashboard' });
    expect(localVerdict('cv-wizard', HOST).kind).toBe('reserved');
  });
});
