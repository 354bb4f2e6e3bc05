import { describe, expect, it } from 'vitest';
import type { CvContent } from '@/domain/cv';
import { AINO } from './cv-for-tests';
import { cvRules, type CvDoc } from '@/lib/cv-store/kinds';
import { changedFields, prepareSave, savedInto, type Prepared } from './use-cv-editor';

const base: CvContent = AINO;

const entry = (start: string | null, end: string | null) => ({
  uuid: crypto.randomUUID(),
  company_name: 'A',
  role: 'B',
  description: '',
  location: '',
  start_date: start,
  end_date: end,
});
const school = (start: string | null, end: string | null) => ({
  uuid: crypto.randomUUID(),
  institution: 'U',
  degree: '',
  field_of_study: '',
  start_date: start,
  end_date: end,
});

/** The first problem a save of `working` over `base` finds: its field and message key. */
function firstProblem(prepared: Prepared) {
  const problem = prepared.ok ? undefined : prepared.problems[0];
  return problem && { path: problem.path.join('.'), key: problem.key };
}
const check = (working: CvContent) =>
  firstProblem(prepareSave({ content: base, version: 1 }, working));

describe('save checks', () => {
  it('checks experience dates before education dates', () => {
    const content = {
      ...base,
      experiences: [entry('2022-01-01', '2021-01-01')],
      educations: [school('2020-01-01', '2019-01-01')],
    };
    expect(check(content)).toEqual({
      path: 'experiences.0.end_date',
      key: 'validation.experience_dates',
    });
    expect(check({ ...content, experiences: [] })).toEqual({
      path: 'educations.0.end_date',
      key: 'validation.education_dates',
    });
    expect(check({ ...base, experiences: [entry('2021-01-01', null)] })).toBeUndefined();
  });

  it('wants a start month on every row it saves, as the wizard and the server do', () => {
    expect(check({ ...base, experiences: [entry(null, '2021-01-01')] })).toEqual({
      path: 'experiences.0.start_date',
      key: 'validation.required',
    });
  });

  it('points at the row the user sees, after the blank rows it leaves out', () => {
    const blank = { ...entry(null, null), company_name: '', role: '' };
    expect(check({ ...base, educations: [school(null, null), school(null, null)] })?.path).toBe(
      'educations.0.start_date',
    );
    expect(check({ ...base, experiences: [blank, entry('2022-01-01', '2021-01-01')] })).toEqual({
      path: 'experiences.1.end_date',
      key: 'validation.experience_dates',
    });
  });

  it('leaves a stored row without a start month alone while its list is not changed', () => {
    const stored = { ...base, experiences: [entry(null, null)] };
    expect(prepareSave({ content: stored, version: 2 }, { ...stored, title: 'New' })).toEqual({
      ok: true,
      patch: { title: 'New' },
      version: 2,
    });
  });

  it('sends nothing for a field whose change was only spaces at its ends', () => {
    expect(prepareSave({ content: base, version: 3 }, { ...base, title: 'CV  ' })).toEqual({
      ok: true,
      patch: {},
      version: 3,
    });
  });

  it('does not send rows the user added but left empty', () => {
    const job = entry('2021-01-01', null);
    const blank = { ...entry(null, null), company_name: '', role: '' };
    expect(
      prepareSave({ content: base, version: 4 }, { ...base, experiences: [blank, job] }),
    ).toEqual({
      ok: true,
      patch: { experiences: [job] },
      version: 4,
    });
  });
});

describe('saving only what changed, into the CV as the device has it now', () => {
  const doc = (content: CvContent): CvDoc => ({ ...content, slug: null, translations: {} });

  it('sends only the fields the user changed, with the version they started from', () => {
    const prepared = prepareSave(
      { content: base, version: 4 },
      { ...base, title: 'New', phone: '+358 1' },
    );
    expect(prepared).toEqual({ ok: true, patch: { title: 'New', phone: '+358 1' }, version: 4 });
    expect(changedFields(base, base)).toEqual([]);
  });

  it('writes the changed fields over the copy, and keeps what the sync took in meanwhile', () => {
    const start = { content: base, version: 4 };
    const prepared = prepareSave(start, { ...base, title: ' Mine ', bio_description: 'My bio' });
    if (!prepared.ok) throw new Error('the save should pass its checks');
    // Another device changed the phone while this one edited: it stays.
    const now = { ...doc(base), phone: '+358 2', slug: 'my-cv' };
    expect(savedInto(now, prepared, start, {})).toEqual({
      ...now,
      title: 'Mine',
      bio_description: 'My bio',
    });
  });

  it('writes the other version’s edited texts, and keeps the texts it did not touch', () => {
    const start = { content: base, version: 4, translations: { fi: { title: 'CV' } } };
    const prepared = prepareSave(start, base, { fi: { title: 'Ansioluettelo' } });
    if (!prepared.ok) throw new Error('the save should pass its checks');
    const now = { ...doc(base), translations: { fi: { title: 'CV', bio_title: 'Minä' } } };
    expect(
      savedInto(now, prepared, start, { fi: { title: 'Ansioluettelo' } }).translations,
    ).toEqual({ fi: { title: 'Ansioluettelo', bio_title: 'Minä' } });
  });
});

describe('a confirmed translation, saved into the copy', () => {
  it('waits in the copy and goes in the next patch as it is', () => {
    const start = { content: base, version: 4, translations: { fi: { title: 'CV' } } };
    const prepared = prepareSave(start, base, start.translations, { fi: ['title'] });
    if (!prepared.ok) throw new Error('the save should pass its checks');
    const now: CvDoc = { ...base, slug: null, translations: start.translations };
    const saved = savedInto(now, prepared, start, start.translations, { fi: ['title'] });
    expect(saved.confirmed).toEqual({ fi: ['title'] });
    expect(cvRules.patchOf(now, saved)).toEqual({ translations: { fi: { title: 'CV' } } });
  });
});

describe('saving the other language version', () => {
  const job = { ...entry('2020-01-01', null), role: 'Developer' };
  const content: CvContent = { ...base, experiences: [job] };
  const saved = { fi: { title: 'CV', experiences: [{ uuid: job.uuid, role: 'Kehittäjä' }] } };

  it('sends only the texts that changed, rows by id, and "" for a text taken away', () => {
    const edited = {
      fi: { bio_description: 'Uusi', experiences: [{ uuid: job.uuid, role: 'Ohjelmoija' }] },
    };
    const prepared = prepareSave({ content, version: 2, translations: saved }, content, edited);
    expect(prepared).toEqual({
      ok: true,
      version: 2,
      patch: {
        translations: {
          fi: {
            title: '',
            bio_description: 'Uusi',
            experiences: [{ uuid: job.uuid, role: 'Ohjelmoija' }],
          },
        },
      },
    });
    // Nothing changed: nothing to send.
    expect(prepareSave({ content, version: 2, translations: saved }, content, saved)).toEqual({
      ok: true,
      version: 2,
      patch: {},
    });
  });

  it('sends a confirmed translation as it is, so it counts as made from the new main text', () => {
    const prepared = prepareSave({ content, version: 2, translations: saved }, content, saved, {
      fi: [`experiences.${job.uuid}.role`],
    });
    expect(prepared).toEqual({
      ok: true,
      version: 2,
      patch: { translations: { fi: { experiences: [{ uuid: job.uuid, role: 'Kehittäjä' }] } } },
    });
  });

  it('checks a translation with the limits of its main text', () => {
    const long = { fi: { bio_title: 'x'.repeat(500) } };
    const prepared = prepareSave({ content, version: 2, translations: {} }, content, long);
    expect(prepared.ok).toBe(false);
  });
});
