import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyRow, withoutBlankRows } from '@/domain/cv-rows';
import { LIST_SECTIONS } from '@/domain/sections';
import { emptyCustomEntry } from '@/domain/section-rows';
import { cvArb, datesInOrderArb, datesOutOfOrderArb } from '@/domain/test-arbitraries';
import { runtimeKeys } from '@/lib/translate';
import common from '../../../../locales/en/common.json';
import wizard from '../../../../locales/en/wizard.json';
import { contentOfDraft } from '@/domain/finished-draft';
import { emptyDraft } from './draft';
import {
  checkStep,
  firstFailingStep,
  nextStep,
  previousStep,
  STEPS,
  stepForField,
  stepProblems,
  type StepProblem,
} from './steps';

const filled = () => ({
  ...emptyDraft(),
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
});

const texts = i18next.createInstance();
void texts.init({
  lng: 'en',
  resources: { en: { common, wizard } },
  defaultNS: 'wizard',
  interpolation: { escapeValue: false },
  initAsync: false,
});
/** The text a step's problem shows, in English. */
const say = (problem: StepProblem | null) =>
  problem && runtimeKeys(texts.t)(problem.key, problem.params);

describe('wizard order, from naming the CV to finalize', () => {
  it.each([
    ['', 'template'],
    ['upload-image', 'bio'],
    ['links', 'more-sections'],
    ['more-sections', 'finalize'],
    ['finalize', null],
  ] as const)('goes on from "%s" to %s', (step, next) => {
    expect(nextStep(step)).toBe(next);
  });

  it.each([
    ['finalize', 'more-sections'],
    ['template', ''],
    ['bio', 'upload-image'],
  ] as const)('goes back from %s to "%s"', (step, previous) => {
    expect(previousStep(step)).toBe(previous);
  });
});

describe('basic info', () => {
  it('names the first missing required field', () => {
    expect(checkStep('basic-info', { ...filled(), last_name: '  ' })).toEqual({
      key: 'basicInfo.required',
      params: { field: 'last_name' },
    });
  });
  it('wants a TLD of two letters or more', () => {
    expect(checkStep('basic-info', { ...filled(), email: 'a@b.c' })?.key).toBe(
      'addProfileDetails.emailValidationError',
    );
    expect(checkStep('basic-info', filled())).toBeNull();
  });
});

describe('experiences and educations', () => {
  it('needs a start month on an experience with content, and dates in order', () => {
    const dev = { ...emptyRow.experiences(), role: 'Dev' };
    expect(checkStep('work-experience', { ...filled(), experiences: [dev] })?.key).toBe(
      'workExperiencePage.startDateError',
    );
    expect(
      checkStep('work-experience', { ...filled(), experiences: [emptyRow.experiences()] }),
    ).toBeNull();
    const late = { ...dev, start_date: '2022-01-01', end_date: '2021-01-01' };
    expect(say(checkStep('work-experience', { ...filled(), experiences: [late] }))).toBe(
      'Experience start date must be before end date',
    );
  });

  it('reports the entry number of an education without a start month', () => {
    const educations = [
      { ...emptyRow.educations(), institution: 'Aalto', start_date: '2015-09-01' },
      { ...emptyRow.educations(), institution: 'Helsinki' },
    ];
    expect(checkStep('education', { ...filled(), educations })).toEqual({
      key: 'addEducationPage.startDateError',
      params: { n: 2 },
    });
  });

  it('numbers entries as the step shows them, blank ones included', () => {
    const educations = [emptyRow.educations(), { ...emptyRow.educations(), institution: 'Aalto' }];
    expect(say(checkStep('education', { ...filled(), educations }))).toBe(
      'Start date is required for entry 2',
    );
  });

  it('wants an institution on an education with content', () => {
    expect(
      checkStep('education', {
        ...filled(),
        educations: [{ ...emptyRow.educations(), degree: 'BSc' }],
      })?.key,
    ).toBe('addEducationPage.incompleteError');
  });
});

describe('every problem of a step at once', () => {
  it('names each field it found, once, in the order of the schema', () => {
    const draft = { ...emptyDraft(), last_name: 'Virtanen', email: 'aino@', phone: 'call me' };
    expect(stepProblems('basic-info', draft).map((p) => [p.path.join('.'), p.problem.key])).toEqual(
      [
        ['first_name', 'basicInfo.required'],
        ['email', 'addProfileDetails.emailValidationError'],
        ['phone', 'validation.phone'],
      ],
    );
  });

  it("points a row's problem at the field of the row the step shows", () => {
    const experiences = [
      emptyRow.experiences(),
      { ...emptyRow.experiences(), role: 'Dev' },
      { ...emptyRow.experiences(), role: 'Lead', start_date: '2022-01-01', end_date: '2021-01-01' },
    ];
    expect(
      stepProblems('work-experience', { ...filled(), experiences }).map((p) => p.path.join('.')),
    ).toEqual(['experiences.1.start_date', 'experiences.2.end_date']);
  });
});

describe('skip', () => {
  it('checks like Continue on work experience and education only', () => {
    const skips = Object.fromEntries(STEPS.filter((s) => s.skip).map((s) => [s.id, s.skip]));
    expect(skips).toEqual({
      bio: 'go',
      'work-experience': 'check',
      education: 'check',
      skills: 'go',
      links: 'go',
      'more-sections': 'go',
    });
  });
});

describe('more sections', () => {
  it('is the one step between links and finalize: the other ten keep their order', () => {
    const others = STEPS.map((s) => s.id).filter((id) => id !== 'more-sections');
    expect(others.join(' → ')).toBe(
      ' → template → basic-info → upload-image → bio → work-experience → education → skills → links → finalize',
    );
  });

  it('holds the problems of projects, certificates, languages and own sections', () => {
    for (const root of ['projects', 'certificates', 'language_skills', 'custom_sections'])
      expect(stepForField(`${root} → 0 → name`)).toBe('more-sections');
    const draft = {
      ...filled(),
      projects: [
        emptyRow.projects(),
        { ...emptyRow.projects(), description: 'A game', url: 'not a web address' },
      ],
      certificates: [{ ...emptyRow.certificates(), issuer: 'AWS' }],
      language_skills: [{ ...emptyRow.language_skills(), language: 'Suomi'.repeat(50) }],
      custom_sections: [
        {
          uuid: crypto.randomUUID(),
          title: '',
          entries: [
            { ...emptyCustomEntry(), title: 'Red Cross' },
            { ...emptyCustomEntry(), start_date: '2022-01-01', end_date: '2021-01-01' },
          ],
        },
      ],
    };
    expect(
      stepProblems('more-sections', draft).map((p) => [p.path.join('.'), p.problem.key]),
    ).toEqual([
      ['projects.1.name', 'validation.required'],
      ['projects.1.url', 'validation.url'],
      ['certificates.0.name', 'validation.required'],
      ['language_skills.0.language', 'validation.too_long'],
      ['custom_sections.0.title', 'validation.required'],
      ['custom_sections.0.entries.1.title', 'validation.required'],
      ['custom_sections.0.entries.1.end_date', 'validation.end_before_start'],
    ]);
    expect(firstFailingStep(draft)?.step).toBe('more-sections');
    expect(say(checkStep('more-sections', draft))).toBe('This field is required.');
  });

  it('has nothing to check when skipped, and leaves the CV as the ten steps made it', () => {
    expect(checkStep('more-sections', filled())).toBeNull();
    const blank = {
      ...filled(),
      projects: [emptyRow.projects()],
      custom_sections: [{ uuid: crypto.randomUUID(), title: ' ', entries: [emptyCustomEntry()] }],
    };
    expect(checkStep('more-sections', blank)).toBeNull();
    expect(contentOfDraft(blank)).toEqual(contentOfDraft(filled()));
  });
});

describe('links', () => {
  it('takes an address typed without https://', () => {
    const link = {
      uuid: crypto.randomUUID(),
      link_type: 'github' as const,
      url: 'github.com/anna',
    };
    expect(checkStep('links', { ...filled(), links: [link] })).toBeNull();
  });

  it('refuses anything but web addresses', () => {
    const link = {
      uuid: crypto.randomUUID(),
      link_type: 'website' as const,
      url: 'javascript:alert(1)',
    };
    expect(checkStep('links', { ...filled(), links: [link] })?.key).toBe('links.invalidUrl');
    expect(
      checkStep('links', { ...filled(), links: [{ ...link, url: 'https://example.com' }] }),
    ).toBeNull();
  });
});

describe('sending', () => {
  it('drops blank rows and trims text', () => {
    const payload = contentOfDraft({
      ...filled(),
      first_name: ' Aino ',
      experiences: [emptyRow.experiences()],
      skills: [{ uuid: 'u', skill_name: '  ', proficiency: 'beginner' }],
    });
    expect(payload.first_name).toBe('Aino');
    expect(payload.experiences).toEqual([]);
    expect(payload.skills).toEqual([]);
  });

  it('sends every list of the section model with each row the draft holds', () => {
    // A list the payload forgets is lost at creation, with no error: the server takes it as empty.
    fc.assert(
      fc.property(cvArb, (cv) => {
        const payload = contentOfDraft({ ...emptyDraft(), ...cv });
        const kept = withoutBlankRows(cv);
        for (const list of [...LIST_SECTIONS, 'custom_sections'] as const)
          expect(payload[list]).toHaveLength(kept[list].length);
      }),
      { numRuns: 50 },
    );
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

const word = fc.string({ unit: fc.constantFrom(...'abcäö XYZ-'), maxLength: 20 });

describe('the date-order rule, as the domain decides it', () => {
  it('passes any experience or education with a start month no later than its end', () => {
    fc.assert(
      fc.property(word, word, datesInOrderArb, (role, institution, dates) => {
        const draft = {
          ...filled(),
          experiences: [{ ...emptyRow.experiences(), role, ...dates }],
          educations: [{ ...emptyRow.educations(), institution: `${institution}U`, ...dates }],
        };
        expect(checkStep('work-experience', draft)).toBeNull();
        expect(checkStep('education', draft)).toBeNull();
      }),
    );
  });

  it('stops any end month before the start month with the date-order text', () => {
    fc.assert(
      fc.property(datesOutOfOrderArb, (dates) => {
        const draft = {
          ...filled(),
          experiences: [{ ...emptyRow.experiences(), role: 'Dev', ...dates }],
          educations: [{ ...emptyRow.educations(), institution: 'Aalto', ...dates }],
        };
        expect(say(checkStep('work-experience', draft))).toBe(
          'Experience start date must be before end date',
        );
        expect(say(checkStep('education', draft))).toBe(
          'Education start date must be before end date',
        );
      }),
    );
  });
});
