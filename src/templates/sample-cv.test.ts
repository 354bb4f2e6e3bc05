import { describe, expect, it } from 'vitest';
import { cvContentSchema, cvCreateSchema } from '@/domain/cv';
import { DEMO_CV, LONG_CV, TEST_CV, sampleCv } from './sample-cv';
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

  it('has a long CV whose name and job title are 60 characters each', () => {
    const cv = cvCreateSchema.parse(LONG_CV);
    expect(`${cv.first_name} ${cv.last_name}`).toHaveLength(60);
    expect(cv.current_job_title).toHaveLength(60);
  });
});
