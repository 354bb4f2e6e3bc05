/** A design is any subset of its six choices, each one of its values; nothing else passes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DENSITIES,
  designFrom,
  pageForLocale,
  designSchema,
  PAGE_FORMATS,
  PHOTO_SHAPES,
  TEXT_SIZES,
  TYPEFACES,
} from './design';

describe('a CV design', () => {
  it('takes every subset of its choices, the accent in lower case', () => {
    expect(designSchema.parse({})).toEqual({});
    expect(
      designSchema.parse({
        accent: ' #1F6F8B ',
        typeface: 'serif',
        size: 'l',
        density: 'airy',
        page: 'letter',
        photo_shape: 'rounded',
      }),
    ).toEqual({
      accent: '#1f6f8b',
      typeface: 'serif',
      size: 'l',
      density: 'airy',
      page: 'letter',
      photo_shape: 'rounded',
    });
  });

  it.each([
    [{ accent: 'red' }, 'accent'],
    [{ accent: '#12345' }, 'accent'],
    [{ accent: '#1f6f8bff' }, 'accent'],
    [{ typeface: 'comic' }, 'typeface'],
    [{ size: 'xl' }, 'size'],
    [{ density: 'tight' }, 'density'],
    [{ page: 'a5' }, 'page'],
    [{ photo_shape: 'star' }, 'photo_shape'],
    [{ font: 'serif' }, ''],
  ])('refuses %j, naming %s', (value, field) => {
    const read = designSchema.safeParse(value);
    expect(read.success).toBe(false);
    expect(read.error?.issues[0]?.path.join('.') ?? '').toBe(field);
  });

  it('reads from a file what it gets right and names the rest, whatever the file holds', () => {
    const value = fc.record(
      {
        accent: fc.oneof(fc.string(), fc.constantFrom('#aabbcc', '#00FF00')),
        typeface: fc.oneof(fc.string(), fc.constantFrom(...TYPEFACES)),
        size: fc.constantFrom(...TEXT_SIZES, 'xxl'),
        density: fc.constantFrom(...DENSITIES, 3),
        page: fc.constantFrom(...PAGE_FORMATS, null),
        photo_shape: fc.constantFrom(...PHOTO_SHAPES, 'oval'),
        other: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(value, (given) => {
        const { design, refused } = designFrom(given);
        expect(designSchema.safeParse(design).success).toBe(true);
        expect([...Object.keys(design), ...refused].sort()).toEqual(Object.keys(given).sort());
      }),
    );
    expect(designFrom('serif')).toEqual({ design: {}, refused: [] });
  });
});

describe('the page format a new CV starts with', () => {
  it.each([
    ['en-US', 'letter'],
    ['es-MX', 'letter'],
    ['fr-CA', 'letter'],
    ['en', 'letter'],
    ['fi', 'a4'],
    ['fi-FI', 'a4'],
    ['en-GB', 'a4'],
    ['sv-FI', 'a4'],
    ['de', 'a4'],
    [undefined, 'a4'],
    ['not a tag!', 'a4'],
  ])('%s: %s', (locale, page) => {
    expect(pageForLocale(locale)).toBe(page);
  });
});
