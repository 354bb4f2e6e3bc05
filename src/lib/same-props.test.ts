import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameProps } from './same-props';

/** Props as screens hand them: texts, numbers, flags, nulls, and nested plain objects and lists. */
const props = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 }));
const nonEmpty = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 }), {
  minKeys: 1,
});

describe('sameProps', () => {
  it('holds props equal when they are a copy of the same data, however deep', () => {
    fc.assert(fc.property(props, (before) => sameProps(before, structuredClone(before))));
  });

  it('tells props apart when any one value differs, at any depth', () => {
    fc.assert(
      fc.property(nonEmpty, fc.jsonValue({ maxDepth: 2 }), (before, other) => {
        const after = structuredClone(before);
        // One leaf changed: the first nested value, followed down to the bottom.
        let at: Record<string, unknown> = after;
        let key = Object.keys(after)[0]!;
        for (;;) {
          const value = at[key];
          const keys = value !== null && typeof value === 'object' ? Object.keys(value) : [];
          if (keys.length === 0) break;
          at = value as Record<string, unknown>;
          key = keys[0]!;
        }
        fc.pre(JSON.stringify(at[key]) !== JSON.stringify(other));
        at[key] = other;
        return !sameProps(before, after);
      }),
    );
  });

  it('compares functions by identity: a handler made anew is a change', () => {
    const open = () => undefined;
    expect(sameProps({ cv: { title: 'A' }, open }, { cv: { title: 'A' }, open })).toBe(true);
    expect(sameProps({ open }, { open: () => undefined })).toBe(false);
  });
});
