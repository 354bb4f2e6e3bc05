import { describe, expect, it } from 'vitest';
import { emptyDraft, emptyEducation, emptyExperience, toCreatePayload } from './draft';
import {
  checkBasicInfo,
  checkEducations,
  checkExperiences,
  checkLinks,
  firstFailingStep,
  nextStep,
  previousStep,
  stepForField,
} from './steps';

const filled = () => ({
  ...emptyDraft(),
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
});

describe('wizard order', () => {
  it('runs from naming the CV to finalize', () => {
    expect(nextStep('')).toBe('template');
    expect(nextStep('upload-image')).toBe('bio');
    expect(nextStep('links')).toBe('finalize');
    expect(nextStep('finalize')).toBeNull();
    expect(previousStep('template')).toBe('');
    expect(previousStep('bio')).toBe('upload-image');
  });
});

describe('basic info', () => {
  it('names the first missing required field', () => {
    expect(checkBasicInfo({ ...filled(), last_name: '  ' })).toEqual({
      key: 'basicInfo.required',
      params: { field: 'last_name' },
    });
  });
  it('wants a TLD of two letters or more', () => {
    expect(checkBasicInfo({ ...filled(), email: 'a@b.c' })?.key).toBe(
      'addProfileDetails.emailValidationError',
    );
    expect(checkBasicInfo(filled())).toBeNull();
  });
});

describe('experiences and educations', () => {
  it('needs a start month on an experience with content, and dates in order', () => {
    expect(
      checkExperiences({ ...filled(), experiences: [{ ...emptyExperience(), role: 'Dev' }] })?.key,
    ).toBe('workExperiencePage.startDateError');
    expect(checkExperiences({ ...filled(), experiences: [emptyExperience()] })).toBeNull();
    expect(
      checkExperiences({
        ...filled(),
        experiences: [
          { ...emptyExperience(), role: 'Dev', start_date: '2022-01-01', end_date: '2021-01-01' },
        ],
      })?.key,
    ).toBe('dates.experienceOrder');
  });

  it('reports the entry number of an education without a start month', () => {
    const educations = [
      { ...emptyEducation(), institution: 'Aalto', start_date: '2015-09-01' },
      { ...emptyEducation(), institution: 'Helsinki' },
    ];
    expect(checkEducations({ ...filled(), educations })).toEqual({
      key: 'addEducationPage.startDateError',
      params: { n: 2 },
    });
  });

  it('wants an institution on an education with content', () => {
    expect(
      checkEducations({ ...filled(), educations: [{ ...emptyEducation(), degree: 'BSc' }] })?.key,
    ).toBe('addEducationPage.incompleteError');
  });
});

describe('links', () => {
  it('refuses anything but web addresses', () => {
    const link = { uuid: 'x', link_type: 'website' as const, url: 'javascript:alert(1)' };
    expect(checkLinks({ ...filled(), links: [link] })?.key).toBe('links.invalidUrl');
    expect(
      checkLinks({ ...filled(), links: [{ ...link, url: 'https://example.com' }] }),
    ).toBeNull();
  });
});

describe('sending', () => {
  it('drops blank rows and trims text', () => {
    const payload = toCreatePayload({
      ...filled(),
      first_name: ' Aino ',
      experiences: [emptyExperience()],
      skills: [{ uuid: 'u', skill_name: '  ', proficiency: 'beginner' }],
    });
    expect(payload.first_name).toBe('Aino');
    expect(payload.experiences).toEqual([]);
    expect(payload.skills).toEqual([]);
  });

  it('finds the step to send the user back to', () => {
    expect(firstFailingStep({ ...emptyDraft() })?.step).toBe('basic-info');
    expect(stepForField('experiences → 0 → end_date')).toBe('work-experience');
    expect(stepForField('email')).toBe('basic-info');
    expect(stepForField(null)).toBe('finalize');
  });
});
