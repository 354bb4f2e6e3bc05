/**
 * Our own Word file of a CV, read back by the CV file import (src/domain/cv-file): every field a
 * template prints as text comes back the same, for each template, in both languages. Not printed,
 * so not read back: the photo, the CV's own name and address (title, slug), a certificate's link.
 */
import { describe, expect, it } from 'vitest';
import { publicCvSchema, THEMES, type Theme } from '@/domain/cv';
import { cvFileImport } from '@/domain/cv-file/cv-file-import';
import { docxLines } from '@/domain/cv-file/docx-lines';
import { readCvFile } from '@/domain/cv-file/read-cv-file';
import { LIST_SECTIONS } from '@/domain/sections';
import { DEMO_CV } from '@/templates/sample-cv';
import { cvDocx } from './cv-docx';
import { ROUND_TRIP_ROWS, withoutIds } from './round-trip-rows';

const sample = (language: 'en' | 'fi', theme: Theme) =>
  publicCvSchema.parse({
    ...DEMO_CV,
    ...ROUND_TRIP_ROWS,
    language,
    title: '',
    theme,
    uuid: '00000000-0000-4000-8000-000000000000',
    slug: null,
    username: null,
    photo: null,
    created_at: '',
    updated_at: '',
    languages: [language],
    fallbacks: [],
  });

const TEXTS = [
  'first_name',
  'last_name',
  'current_job_title',
  'email',
  'phone',
  'bio_title',
  'bio_description',
  'language',
] as const;

describe.each(['en', 'fi'] as const)('our Word file read back (%s)', (language) => {
  it.each(THEMES)('%s: every field it prints comes back the same', async (theme) => {
    const cv = sample(language, theme);
    const reading = docxLines(new Uint8Array(await cvDocx(cv, null)));
    if (!reading.ok) throw new Error(reading.reason);
    const found = cvFileImport(readCvFile(reading.text));
    for (const field of TEXTS) expect(found.cv[field], field).toBe(cv[field]);
    for (const list of LIST_SECTIONS)
      expect(withoutIds(found.cv[list]), list).toEqual(withoutIds(cv[list]));
    expect(found.leftOut).toEqual([]);
  });
});
