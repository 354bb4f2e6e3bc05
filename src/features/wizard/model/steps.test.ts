import { describe, expect, it } from 'vitest';
import { emptyRow } from '@/domain/cv-rows';
import { emptyDraft, toCreatePayload } from './draft';
import {
  checkBasicInfo,
  checkEducations,
  checkExperiences,
  checkLinks,
  checkStep,
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
      checkExperiences({ ...filled(), experiences: [{ ...emptyRow.experiences(), role: 'Dev' }] })
        ?.key,
    ).toBe('workExperiencePage.startDateError');
    expect(checkExperiences({ ...filled(), experiences: [emptyRow.experiences()] })).toBeNull();
    expect(
      checkExperiences({
        ...filled(),
        experiences: [
          {
            ...emptyRow.experiences(),
            role: 'Dev',
            start_date: '2022-01-01',
            end_date: '2021-01-01',
          },
        ],
      })?.key,
    ).toBe('dates.experienceOrder');
  });

  it('reports the entry number of an education without a start month', () => {
    const educations = [
      { ...emptyRow.educations(), institution: 'Aalto', start_date: '2015-09-01' },
      { ...emptyRow.educations(), institution: 'Helsinki' },
    ];
    expect(checkEducations({ ...filled(), educations })).toEqual({
      key: 'addEducationPage.startDateError',
      params: { n: 2 },
    });
  });

  it('wants an institution on an education with content', () => {
    expect(
      checkEducations({ ...filled(), educations: [{ ...emptyRow.educations(), degree: 'BSc' }] })
        ?.key,
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
      experiences: [emptyRow.experiences()],
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

describe('text the CV schema refuses', () => {
  it('is named on the step that holds it, in the common texts', () => {
    const draft = { ...filled(), last_name: 'Virtanen\u0000' };
    expect(checkStep('basic-info', draft)).toEqual({
      key: 'validation.control_characters',
      params: { ns: 'common' },
    });
    expect(checkStep('bio', draft)).toBeNull();
  });

  it('finds a lone surrogate in a row, and a line break in a one-line field', () => {
    const experience = { ...emptyRow.experiences(), role: 'Lead\ud800', start_date: '2020-01-01' };
    expect(checkStep('work-experience', { ...filled(), experiences: [experience] })?.key).toBe(
      'validation.control_characters',
    );
    expect(checkStep('basic-info', { ...filled(), current_job_title: 'Lead\nDesigner' })?.key).toBe(
      'validation.single_line',
    );
  });

  it('keeps line breaks in the bio, and sends finalize back to the step to fix', () => {
    expect(checkStep('bio', { ...filled(), bio_description: 'One.\nTwo.' })).toBeNull();
    const failing = firstFailingStep({
      ...filled(),
      skills: [{ ...emptyRow.skills(), skill_name: 'Go\u001b' }],
    });
    expect(failing?.step).toBe('skills');
  });
});
