import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { USERNAME_NON_ASCII_CAPITALS, USERNAME_PATTERN } from '@/domain/username';
import { textKey } from './text-key';

/** translate(lower(value), …) as a C-locale database computes it: lower() folds A-Z alone. */
function keyInTheCLocale(value: string): string {
  const lowered = value.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return [...lowered]
    .map((c) => {
      const at = USERNAME_NON_ASCII_CAPITALS.indexOf(c);
      return at < 0 ? c : [...USERNAME_NON_ASCII_CAPITALS.toLowerCase()][at]!;
    })
    .join('');
}

describe('textKey', () => {
  it('folds every letter a username may hold as JavaScript does, even in the C locale', () => {
    const allowed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      if (USERNAME_PATTERN.test(c.repeat(3))) allowed.push(c);
    }
    expect(allowed).toContain('Ä');
    expect(allowed).toContain('ẞ');
    for (const c of allowed) expect(keyInTheCLocale(c), c).toBe(c.toLowerCase());
  });

  it('maps one capital to one small letter each', () => {
    expect([...USERNAME_NON_ASCII_CAPITALS.toLowerCase()]).toHaveLength(
      [...USERNAME_NON_ASCII_CAPITALS].length,
    );
  });

  it('writes its letters into the SQL, so an index and a query are the same expression', () => {
    const { sql, params } = new PgDialect().sqlToQuery(textKey('x'));
    expect(sql).toBe(`translate(lower($1), 'ÄÖÅÜÉẞ', 'äöåüéß')`);
    expect(params).toEqual(['x']);
  });
});
