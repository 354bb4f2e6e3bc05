import { describe, expect, it } from 'vitest';
import { cvContentSchema, cvCreateSchema } from '@/domain/cv';
import {
  applyTranslations,
  cvTranslationSchema,
  translationStatus,
} from '@/domain/cv-translations';
import { DEMO_CV, DEMO_CV_FI, LONG_CV, TEST_CV, sampleCv } from './sample-cv';
import { isWebUrl } from './urls';

describe('sample CV', () => {
  it.each(['en', 'fi'] as const)('is complete in %s', (language) => {
    const cv = sampleCv(language);
    expect(cv.language).toBe(language);
    expect(cv.photo).toBeNull();
    expect(cv.experiences.length).toBeGreaterThanOrEqual(2);
    expect(cv.experiences.length).toBeLessThanOrEqual(3);
    expect(cv.educations).toHaveLength(2);
    expect(cv.skills).toHaveLength(3);
    expect(cv.links).toHaveLength(3);
    expect(cv.links.every((link) => isWebUrl(link.url))).toBe(true);
  });

  it('has a Finnish person in Finnish', () => {
    expect(sampleCv('fi').first_name).toBe('Aino');
    expect(sampleCv('fi').experiences[0]?.role).toBe('Ohjelmistokehittäjä');
  });

  it('returns a fresh copy', () => {
    sampleCv('en').skills.pop();
    expect(sampleCv('en').skills).toHaveLength(3);
  });

  it('gives the demo and the tests CVs the server accepts as they are', () => {
    expect(cvContentSchema.parse(DEMO_CV)).toMatchObject({ first_name: 'Emma', is_public: true });
    expect(cvCreateSchema.parse(TEST_CV)).toMatchObject({ first_name: 'Aino', language: 'en' });
  });

  it('gives the demo a complete Finnish version, row for row', () => {
    const demo = cvContentSchema.parse(DEMO_CV);
    const rows = <Row>(list: Row[], ids: Array<{ uuid: string }>) =>
      list.map((row, i) => ({ ...row, uuid: ids[i]!.uuid }));
    const fi = cvTranslationSchema.parse({
      ...DEMO_CV_FI,
      experiences: rows(DEMO_CV_FI.experiences, demo.experiences),
      educations: rows(DEMO_CV_FI.educations, demo.educations),
      skills: rows(DEMO_CV_FI.skills, demo.skills),
    });
    expect(DEMO_CV_FI.experiences).toHaveLength(demo.experiences.length);
    expect(DEMO_CV_FI.educations).toHaveLength(demo.educations.length);
    expect(DEMO_CV_FI.skills).toHaveLength(demo.skills.length);
    const stored = applyTranslations({ translations: {}, sources: {} }, { fi }, demo);
    expect(translationStatus(demo, stored.translations, stored.sources)).toEqual({
      fi: { missing: [], outdated: [] },
    });
  });

  it('has a long CV whose name and job title are 60 characters each', () => {
    const cv = cvCreateSchema.parse(LONG_CV);
    expect(`${cv.first_name} ${cv.last_name}`).toHaveLength(60);
    expect(cv.current_job_title).toHaveLength(60);
  });
});
