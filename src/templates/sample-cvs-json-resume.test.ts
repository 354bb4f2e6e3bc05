/** Every sample CV leaves as valid JSON Resume and comes back as the same CV. */
import { validate } from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import { CV_CREATE_DEFAULTS, cvContentSchema, type CvContent } from '@/domain/cv';
import { fromJsonResume, toJsonResume } from '@/domain/json-resume';
import { comparable } from '@/domain/json-resume/comparable-for-tests';
import { DEMO_CV, LONG_CV, TEST_CV, sampleCv } from './sample-cv';

/** A fixture as create_cv stores it (the previews leave out title, theme and visibility). */
const withDefaults = (cv: object): CvContent =>
  cvContentSchema.parse({ ...CV_CREATE_DEFAULTS, ...cv });

const fixtures: [string, CvContent][] = [
  ['demo', withDefaults(DEMO_CV)],
  ['test', withDefaults(TEST_CV)],
  ['long', withDefaults(LONG_CV)],
  ...(['en', 'fi'] as const).map((lng): [string, CvContent] => {
    const { photo: _photo, ...content } = sampleCv(lng);
    return [`preview-${lng}`, withDefaults(content)];
  }),
];

function schemaErrors(document: unknown): string[] {
  let found: string[] = [];
  validate(document, (errors) => {
    found = (errors ?? []).map((e) => `${e.property}: ${e.message}`);
  });
  return found;
}

describe.each(fixtures)('the %s CV as JSON Resume', (_name, cv) => {
  const document = toJsonResume(
    {
      ...cv,
      photo_url: 'https://cv.example/media/photos/1.jpg',
      public_url: 'https://cv.example/anna',
    },
    new Date('2026-11-23T10:00:00Z'),
  );

  it('validates against @jsonresume/schema 1.x', () => {
    expect(schemaErrors(document)).toEqual([]);
    expect(document.basics.name).toBe(`${cv.first_name} ${cv.last_name}`);
    expect(document.work).toHaveLength(cv.experiences.length);
    expect(document.meta.language).toBe(cv.language);
  });

  it('imports back as the same CV (all but the visibility, which is not in the file)', () => {
    const imported = fromJsonResume(JSON.stringify(document));
    if (!imported.ok) throw new Error(imported.reason);
    expect(comparable(imported.cv)).toEqual(comparable(cv));
    // The photo is named in the file but not fetched from another site.
    expect(imported.leftOut).toEqual([{ kind: 'photo' }]);
  });
});
