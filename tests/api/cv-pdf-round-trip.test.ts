/**
 * Our own PDF of a CV, read back by the CV file import (src/domain/cv-file) as a phone reads it:
 * every field a template prints as text comes back, for each template, in both languages. Compared
 * without case: templates draw some titles in capitals (CSS text-transform), and a PDF holds the
 * capitals. Exempt: the summary's heading (drawn in capitals by most templates: the reader keeps
 * a heading only as written in words), and what no template prints (the photo, title, slug).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PDF_TEXT_OPTIONS } from '@/domain/ats/pdf-text-of';
import { THEMES, type CvDto, type Theme } from '@/domain/cv';
import { DENSITIES, TEXT_SIZES, TYPEFACES } from '@/domain/design';
import type { Language } from '@/domain/languages';
import { cvFileImport } from '@/domain/cv-file/cv-file-import';
import { pdfFileText } from '@/domain/cv-file/pdf-file-text';
import { readCvFile } from '@/domain/cv-file/read-cv-file';
import { LIST_SECTIONS } from '@/domain/sections';
import { DEMO_CV } from '@/templates/sample-cv';
import { ROUND_TRIP_ROWS, withoutIds } from '../../server/modules/docx/round-trip-rows';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';

const t = appForFile();

const TEXTS = [
  'first_name',
  'last_name',
  'current_job_title',
  'email',
  'phone',
  'bio_description',
  'language',
] as const;

/** Every text in lower case, so the comparison is without case. */
const lowered = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.toLowerCase()
    : Array.isArray(value)
      ? value.map(lowered)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, one]) => [key, lowered(one)]))
        : value;

/** The CV's PDF as its owner downloads it, read by the import: every field it prints comes back. */
async function expectReadBack(token: string, cv: CvDto, design = '') {
  const res = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token });
  expect(res.statusCode).toBe(200);
  const task = getDocument({ data: new Uint8Array(res.rawPayload), ...PDF_TEXT_OPTIONS });
  const found = cvFileImport(readCvFile(await pdfFileText(await task.promise)));
  void task.destroy();
  for (const field of TEXTS)
    expect(lowered(found.cv[field]), `${design} ${field}`).toEqual(lowered(cv[field]));
  for (const list of LIST_SECTIONS)
    expect(lowered(withoutIds(found.cv[list])), `${design} ${list}`).toEqual(
      lowered(withoutIds(cv[list])),
    );
}

async function demoCv(theme: Theme, language: Language, prefix: string) {
  const owner = await newOwner(t, `${prefix}${theme.slice(-1).toLowerCase()}${language}`);
  const { is_public: _public, pdf_qr_code: _qr, ...demo } = DEMO_CV;
  const cv = await createCv(t, owner.token, { ...demo, ...ROUND_TRIP_ROWS, theme, language });
  return { owner, cv };
}

describe.each(['en', 'fi'] as const)('our PDF read back (%s)', (language) => {
  it.each(THEMES)('%s: the fields it prints come back', async (theme) => {
    const { owner, cv } = await demoCv(theme, language, 'rt');
    await expectReadBack(owner.token, cv);
  });
});

describe('our PDF read back in a design of the owner’s', () => {
  // Ligatures, letter spacing and line height must not break the text a reader takes out.
  it.each(THEMES)('%s: every typeface, size and spacing', async (theme) => {
    const { owner, cv } = await demoCv(theme, 'en', 'rtd');
    for (const [i, typeface] of TYPEFACES.entries()) {
      const design = {
        typeface,
        size: TEXT_SIZES[i % TEXT_SIZES.length],
        density: DENSITIES[(i + 2) % DENSITIES.length],
      };
      const edit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
        token: owner.token,
        json: { design },
      });
      expect(edit.statusCode).toBe(200);
      await expectReadBack(owner.token, cv, JSON.stringify(design));
    }
  });
});
