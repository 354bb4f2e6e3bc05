/**
 * What a CV's edit sends: its changed fields whole, its address's slug, and its versions' texts;
 * and what two devices' changes of an application and its version merge to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_DEFAULTS, APPLICATION_STATUSES } from '@/domain/applications';
import { mainTextsOf } from '@/domain/cv-translations';
import { withOwnText, withRowShown } from '@/domain/cv-version';
import { merge } from '@/domain/merge';
import { LIST_SECTIONS } from '@/domain/sections';
import { cvArb, withUniqueRows } from '@/domain/test-arbitraries';
import { cvRules, type ApplicationDoc, type CvDoc } from './kinds';

const [content] = fc.sample(cvArb, { numRuns: 1, seed: 7 });
const doc: CvDoc = { ...content!, slug: null, translations: { fi: { bio_title: 'Minusta' } } };

describe('a CV edit’s patch', () => {
  it('is nothing when nothing changed', () => {
    expect(cvRules.patchOf(doc, structuredClone(doc))).toBeNull();
  });

  it('names each changed field, the slug, and only the version texts that changed', () => {
    const to: CvDoc = {
      ...doc,
      title: `${doc.title} (new)`,
      skills: [
        ...doc.skills,
        { uuid: crypto.randomUUID(), skill_name: 'Go', proficiency: 'expert' },
      ],
      slug: 'designer',
      translations: { fi: { bio_title: 'Minusta', bio_description: 'Hei' } },
    };
    expect(cvRules.patchOf(doc, to)).toEqual({
      title: to.title,
      skills: to.skills,
      slug: 'designer',
      translations: { fi: { bio_description: 'Hei' } },
    });
  });

  it('sends an empty slug to take the address back to the username alone', () => {
    expect(cvRules.patchOf({ ...doc, slug: 'old' }, doc)).toEqual({ slug: '' });
  });

  it('sends a confirmed translation as it is until the server has it, then nothing', () => {
    const to: CvDoc = { ...doc, confirmed: { fi: ['bio_title'] } };
    expect(cvRules.patchOf(doc, to)).toEqual({ translations: { fi: { bio_title: 'Minusta' } } });
    // The server's answer has none: merged on what was sent, the confirmation is done.
    const { merged } = merge(to, to, doc);
    expect(merged.confirmed).toBeUndefined();
    expect(cvRules.patchOf(doc, merged)).toBeNull();
  });
});

describe('an application changed on two devices', () => {
  const cv = fc.sample(cvArb.map(withUniqueRows), { numRuns: 1, seed: 11 })[0]!;
  const paths = [...mainTextsOf(cv).keys()];
  const rows = LIST_SECTIONS.flatMap((list) => cv[list].map((row) => ({ list, uuid: row.uuid })));
  const base: ApplicationDoc = {
    ...APPLICATION_DEFAULTS,
    company: 'Acme',
    cv: '00000000-0000-4000-8000-000000000001',
  };
  /** One device's changes of its version: some texts of its own, some rows left out. */
  const device = fc.record({
    texts: fc.subarray(paths, { maxLength: 4 }).chain((chosen) =>
      fc.tuple(
        fc.constant(chosen),
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), {
          minLength: chosen.length,
          maxLength: chosen.length,
        }),
      ),
    ),
    hidden: fc.subarray(rows, { maxLength: 3 }),
    status: fc.constantFrom(...APPLICATION_STATUSES),
  });
  type DeviceChange = typeof device extends fc.Arbitrary<infer T> ? T : never;
  const apply = (
    doc: ApplicationDoc,
    { texts: [chosen, values], hidden, status }: DeviceChange,
  ): ApplicationDoc => {
    let overrides = doc.overrides;
    chosen.forEach((path, i) => {
      overrides = withOwnText(overrides, 'en', path, values[i]!, '\u0000');
    });
    for (const row of hidden) overrides = withRowShown(overrides, row.list, row.uuid, false);
    return { ...doc, status, overrides };
  };

  it('keeps every text and row of each, whichever arrives first; the same text worded twice is asked', () => {
    fc.assert(
      fc.property(device, device, (a, b) => {
        const mine = apply(base, a);
        const theirs = apply(base, b);
        const one = merge(base, mine, theirs);
        const other = merge(base, theirs, mine);
        expect(one.merged).toEqual(other.merged);
        const asked = new Set(one.questions.map((q) => q.path.join('/')));
        for (const [
          side,
          {
            texts: [chosen, values],
          },
        ] of [
          [mine, a],
          [theirs, b],
        ] as const) {
          chosen.forEach((path, i) => {
            if (asked.has(`overrides/texts/en/${path}`)) return;
            expect(one.merged.overrides.texts?.en?.[path]).toBe(values[i]);
          });
          for (const key of Object.keys(side.overrides.hidden ?? {}))
            expect(one.merged.overrides.hidden?.[key]).toBe(true);
        }
        for (const question of one.questions)
          expect(
            ['overrides/texts/en', 'status'].some((p) => question.path.join('/').startsWith(p)),
          ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
