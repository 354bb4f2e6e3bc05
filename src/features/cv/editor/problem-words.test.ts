import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cvCreateSchema, type CvContent } from '@/domain/cv';
import { emptyRow } from '@/domain/cv-rows';
import { datesInOrderArb, datesOutOfOrderArb } from '@/domain/test-arbitraries';
import { runtimeKeys } from '@/lib/translate';
import { buildTemplateLabels } from '@/templates/labels';
import common from '../../../../locales/en/common.json';
import cv from '../../../../locales/en/cv.json';
import templates from '../../../../locales/en/templates.json';
import { problemWords } from './problem-words';
import { prepareSave } from './use-cv-editor';

const texts = i18next.createInstance();
void texts.init({
  lng: 'en',
  resources: { en: { common, cv, templates } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = runtimeKeys(texts.t);
const words = {
  common: t,
  entry: (list: string, n: number, field: string) => t(`cv:editor.entry.${list}`, { n, field }),
  labels: buildTemplateLabels(t),
};

const base: CvContent = cvCreateSchema.parse({
  title: 'CV',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
});
/** What the editor says when Save meets `working`, or null when it saves. */
function said(working: CvContent) {
  const prepared = prepareSave({ content: base, version: 1 }, working);
  const first = prepared.ok ? undefined : prepared.problems[0];
  return first ? problemWords(first, words) : null;
}

describe('the editor’s words for a problem', () => {
  it('saves any experience and education whose start month is no later than its end', () => {
    fc.assert(
      fc.property(datesInOrderArb, (dates) => {
        const content = {
          ...base,
          experiences: [{ ...emptyRow.experiences(), role: 'Dev', ...dates }],
          educations: [{ ...emptyRow.educations(), institution: 'Aalto', ...dates }],
        };
        expect(said(content)).toBeNull();
      }),
    );
  });

  it('says the date-order text, and which entry, for an end month before the start', () => {
    fc.assert(
      fc.property(datesOutOfOrderArb, (dates) => {
        const row = { ...emptyRow.experiences(), role: 'Dev', ...dates };
        expect(said({ ...base, experiences: [row] })).toEqual({
          title: 'Experience start date must be before end date',
          where: 'Experience 1: End month',
        });
        const school = { ...emptyRow.educations(), institution: 'Aalto', ...dates };
        expect(said({ ...base, educations: [emptyRow.educations(), school] })).toEqual({
          title: 'Education start date must be before end date',
          where: 'Education 2: End month',
        });
      }),
    );
  });

  it('names a field by the label its input carries, never by its key', () => {
    expect(said({ ...base, first_name: ' ' })).toEqual({
      title: 'This field is required.',
      where: 'First name',
    });
    const link = { ...emptyRow.links(), url: 'javascript:alert(1)' };
    expect(said({ ...base, links: [link] })).toEqual({
      title: 'Please enter a valid web address (https://…).',
      where: 'Link 1: Web address',
    });
  });
});
