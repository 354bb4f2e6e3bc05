import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMIT_TABLE, limitTableMarkdown, type LimitRow } from './limit-table';
import { LOGIN_SLOWDOWN_MS } from '../modules/users/limits';
import { LIMITS_DOC, limitsTableIn } from './limits-doc';

const rows: [string, LimitRow][] = Object.entries(LIMIT_TABLE);

describe('the limit table', () => {
  it('is what docs/security.md shows (npm run docs:limits writes it)', () => {
    expect(limitsTableIn(readFileSync(LIMITS_DOC, 'utf8'))).toBe(limitTableMarkdown());
  });

  it('gives one counter one size wherever two rows share it', () => {
    const seen = new Map<string, string>();
    for (const [, row] of rows)
      for (const c of row.counters) {
        const key = `${c.name}/${c.per}`;
        const size = `${c.max}/${c.windowMs}`;
        expect(seen.get(key) ?? size, key).toBe(size);
        seen.set(key, size);
      }
  });

  it('holds every number of a limit, a slowdown’s wait too', () => {
    const slowdowns = rows.filter(([, row]) => row.slowdownMs !== undefined);
    expect(slowdowns.map(([id]) => id)).toEqual(['loginSlowdown']);
    expect(LOGIN_SLOWDOWN_MS).toBe(LIMIT_TABLE.loginSlowdown.slowdownMs);
    expect(limitTableMarkdown()).toContain('then each try waits 1 s');
  });

  it('says why for every limit, and counts every limit at least once', () => {
    for (const [id, row] of rows) {
      expect(row.why.length, id).toBeGreaterThan(10);
      expect(row.counters.length, id).toBeGreaterThan(0);
      for (const c of row.counters) expect(c.max, id).toBeGreaterThan(0);
    }
  });
});
