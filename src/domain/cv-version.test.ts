/**
 * A version's promises over any CV: it shows the CV as the CV is now, row by row, except what the
 * version does differently (its texts, the rows it leaves out, its order); and what edit_cv's
 * fields sent for a version make of it is what the version then shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CvContent } from './cv';
import { mainTextsOf, translatedTexts } from './cv-translations';
import type { Language } from './languages';
import {
  applyVersion,
  ordered,
  rowKey,
  versionOverridesSchema,
  withOwnText,
  withRowOrder,
  withRowShown,
  withVersionPatch,
  type VersionOverrides,
  type VersionSource,
} from './cv-version';
import { LIST_SECTIONS } from './sections';
import { cvArb, editedCvArb, withUniqueRows } from './test-arbitraries';

const sourceOf = (cv: CvContent): VersionSource => ({ ...cv, translations: {} });

/** A version of `cv`: some texts of its own, some rows left out, some lists in another order. */
const overridesArb = (cv: VersionSource): fc.Arbitrary<VersionOverrides> => {
  const paths = [...mainTextsOf(cv).keys()];
  const rows = LIST_SECTIONS.flatMap((list) => cv[list].map((row) => ({ list, uuid: row.uuid })));
  return fc
    .tuple(
      fc.subarray(paths).chain((chosen) =>
        fc.tuple(
          fc.constant(chosen),
          fc.array(fc.string({ maxLength: 20 }), {
            minLength: chosen.length,
            maxLength: chosen.length,
          }),
        ),
      ),
      fc.subarray(rows),
      fc.subarray([...LIST_SECTIONS]),
    )
    .map(([[chosen, texts], hidden, reversed]) => {
      let overrides: VersionOverrides = {};
      chosen.forEach((path, i) => {
        overrides = withOwnText(overrides, cv.language, path, texts[i] ?? '', '\u0000');
      });
      for (const row of hidden) overrides = withRowShown(overrides, row.list, row.uuid, false);
      for (const list of reversed) {
        const uuids = cv[list].map((row) => row.uuid).reverse();
        overrides = withRowOrder(overrides, list, uuids, cv[list]);
      }
      return overrides;
    });
};

const versionAndEditArb = cvArb
  .map(withUniqueRows)
  .map(sourceOf)
  .chain((cv) =>
    fc.tuple(
      fc.constant(cv),
      overridesArb(cv),
      editedCvArb(cv).map((edited) => sourceOf(withUniqueRows(edited))),
    ),
  );

const textKeys = new Set(['title', 'current_job_title', 'bio_title', 'bio_description']);

describe('a version over a CV that changed since', () => {
  it('shows every change of the CV except its own texts, rows and order, row by row', () => {
    fc.assert(
      fc.property(versionAndEditArb, ([, overrides, now]) => {
        const version = applyVersion(now, overrides);
        const own = overrides.texts?.[now.language] ?? {};
        // Every text: the version's own where it has one, else the CV's as it is now.
        const shown = mainTextsOf(version);
        for (const [path, text] of mainTextsOf(now)) {
          const [list, uuid] = path.split('.');
          const left =
            uuid && (LIST_SECTIONS as readonly string[]).includes(list ?? '') && !shown.has(path);
          if (left) continue;
          expect(shown.get(path)).toBe(own[path] ?? text);
        }
        for (const list of LIST_SECTIONS) {
          const ids = version[list].map((row) => row.uuid);
          // Every row of the CV now, but those the version leaves out; none besides.
          const expected = now[list]
            .map((row) => row.uuid)
            .filter((id) => !overrides.hidden?.[rowKey(list, id)]);
          expect([...ids].sort()).toEqual([...expected].sort());
          // The rows the version ordered, in its order.
          const named = (overrides.order?.[list] ?? []).filter((id) => ids.includes(id));
          expect(ids.filter((id) => named.includes(id))).toEqual(named);
          // A row's other fields are the CV's as they are now.
          for (const row of version[list]) {
            const theirs = now[list].find((r) => r.uuid === row.uuid)!;
            for (const [field, value] of Object.entries(row))
              if (!(`${list}.${row.uuid}.${field}` in own))
                expect(value).toEqual(theirs[field as never]);
          }
        }
        // Every field that is neither a text nor a list is the CV's (own sections' texts: above).
        for (const [key, value] of Object.entries(now))
          if (
            !textKeys.has(key) &&
            !['translations', 'custom_sections', ...LIST_SECTIONS].includes(key)
          )
            expect(version[key as keyof VersionSource]).toEqual(value);
        // Texts worded in another language than the CV's now are that language's version's.
        const texts = mainTextsOf(now);
        for (const [language, worded] of Object.entries(overrides.texts ?? {}))
          if (language !== now.language)
            for (const [path, text] of Object.entries(worded))
              if (texts.has(path) && text)
                expect(translatedTexts(version.translations[language as Language]).get(path)).toBe(
                  text,
                );
        expect(versionOverridesSchema.safeParse(overrides).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('shows what edit_cv sent for it: the texts, the rows left out and the order', () => {
    fc.assert(
      fc.property(versionAndEditArb, ([cv, overrides]) => {
        const wanted = applyVersion(cv, overrides);
        const patch = Object.fromEntries(
          [...textKeys, ...LIST_SECTIONS].map((key) => [key, wanted[key as keyof VersionSource]]),
        );
        const made = withVersionPatch(cv, {}, patch);
        if (!('overrides' in made)) throw new Error(JSON.stringify(made.refusal));
        const version = applyVersion(cv, made.overrides);
        for (const key of Object.keys(patch))
          expect(version[key as keyof VersionSource]).toEqual(wanted[key as keyof VersionSource]);
        // Sent back as the CV has it, the version keeps nothing of its own.
        const back = withVersionPatch(cv, made.overrides, {
          ...Object.fromEntries([...textKeys].map((key) => [key, cv[key as keyof VersionSource]])),
          ...Object.fromEntries(LIST_SECTIONS.map((list) => [list, cv[list]])),
        });
        if (!('overrides' in back)) throw new Error(JSON.stringify(back.refusal));
        expect(applyVersion(cv, back.overrides)).toEqual(cv);
      }),
      { numRuns: 100 },
    );
  });
});

describe('ordered', () => {
  const rows = (...ids: string[]) => ids.map((uuid) => ({ uuid }));
  it('puts a row added to the CV right after the row it follows in the CV', () => {
    expect(ordered(rows('new', 'a', 'b', 'c'), ['c', 'a', 'b']).map((r) => r.uuid)).toEqual([
      'new',
      'c',
      'a',
      'b',
    ]);
    expect(ordered(rows('a', 'b', 'new', 'c'), ['c', 'b', 'a']).map((r) => r.uuid)).toEqual([
      'c',
      'b',
      'new',
      'a',
    ]);
  });
  it('forgets rows the CV no longer has', () => {
    expect(ordered(rows('a', 'c'), ['c', 'gone', 'a']).map((r) => r.uuid)).toEqual(['c', 'a']);
  });
});

describe('withVersionPatch', () => {
  const cv = (): VersionSource => {
    const sample = fc.sample(cvArb.map(withUniqueRows), { numRuns: 1, seed: 7 })[0]!;
    return sourceOf({
      ...sample,
      language: 'en',
      bio_description: 'Builds web apps.',
      experiences: [
        {
          uuid: '00000000-0000-4000-8000-000000000001',
          role: 'Developer',
          company_name: 'Acme',
          location: '',
          start_date: '2020-01-01',
          end_date: null,
          description: 'React and Node.js',
        },
      ],
    });
  };

  it('refuses a change of what only the CV has, naming its field', () => {
    const source = cv();
    const [row] = source.experiences;
    const made = withVersionPatch(
      source,
      {},
      {
        experiences: [{ ...row!, start_date: '2019-01-01' }],
      },
    );
    expect(made).toEqual({
      refusal: { field: 'experiences.0.start_date', message: 'validation.version_follows_cv' },
    });
    expect(withVersionPatch(source, {}, { email: 'other@example.com' })).toEqual({
      refusal: { field: 'email', message: 'validation.version_follows_cv' },
    });
  });

  it('refuses a row the CV does not have', () => {
    const source = cv();
    const made = withVersionPatch(
      source,
      {},
      {
        experiences: [
          {
            ...source.experiences[0]!,
            start_date: '2020-01-01',
            uuid: '00000000-0000-4000-8000-000000000009',
          },
        ],
      },
    );
    expect(made).toEqual({
      refusal: { field: 'experiences.0', message: 'validation.version_row' },
    });
  });

  it('keeps a Finnish wording of its own beside the CV’s, and lets it go when emptied', () => {
    const source = cv();
    const path = `experiences.${source.experiences[0]!.uuid}.description`;
    const made = withVersionPatch(
      source,
      {},
      {
        translations: {
          fi: { experiences: [{ uuid: source.experiences[0]!.uuid, description: 'Reactia' }] },
        },
      },
    );
    if (!('overrides' in made)) throw new Error('refused');
    expect(made.overrides.texts?.fi).toEqual({ [path]: 'Reactia' });
    expect(
      applyVersion(source, made.overrides).translations.fi?.experiences?.[0]?.description,
    ).toBe('Reactia');
    const undone = withVersionPatch(source, made.overrides, {
      translations: {
        fi: { experiences: [{ uuid: source.experiences[0]!.uuid, description: '' }] },
      },
    });
    if (!('overrides' in undone)) throw new Error('refused');
    expect(undone.overrides.texts?.fi).toBeUndefined();
  });
});
