/**
 * The QR code a CV's PDF ends with when its owner asks: the last page, rendered as poppler draws
 * it, scans (ZXing) to the public address with ?via=qr, under a line in the CV's language; a CV
 * without the setting, or private, ends without one; and the ATS reading is the same either way.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AtsReadingDto } from '@/domain/ats/answer';
import { THEMES } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { TWO_PAGE_CV } from '../fixtures/two-page-cv';
import { readQrCodes } from '../qr-reader';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { pdfFile, pdfInfo, pdfText } from './pdf-tools';

const t = appForFile();
const ORIGIN = 'http://localhost:3000';

const PAGES_DIR = path.resolve('test-results/pdf');
mkdirSync(PAGES_DIR, { recursive: true });

/** The page as a phone's camera would see a print of it: 150 dpi is a camera held at arm's length. */
function lastPagePng(file: string): Uint8Array {
  const page = pdfInfo(file).Pages ?? '1';
  // Beside the other PDF tests' pages, to look at.
  const out = path.join(PAGES_DIR, `${path.basename(file, '.pdf')}-last`);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', page, '-l', page, '-singlefile', file, out]);
  return new Uint8Array(readFileSync(`${out}.png`));
}

async function ownerPdf(token: string, id: string, query = '') {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/pdf/${query}`, { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}

async function edit(token: string, id: string, json: object) {
  const res = await call(t, 'PATCH', `/api/cv/edit_cv/${id}/`, { token, json });
  expect(res.statusCode, res.body).toBe(200);
}

async function atsScore(token: string, id: string) {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/ats/`, { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as AtsReadingDto;
}

describe("the PDF's QR code", () => {
  it('is off by default: the PDF ends without a code', async () => {
    const owner = await newOwner(t, 'qroff');
    const cv = await createCv(t, owner.token, SAMPLE_CV);
    expect(cv.pdf_qr_code).toBe(false);
    const file = pdfFile(await ownerPdf(owner.token, cv.uuid), 'qr-off');
    expect(await readQrCodes(lastPagePng(file))).toEqual([]);
    expect(pdfText(file)).not.toContain('Scan to open');
  });

  it('scans to the public address with ?via=qr, for the owner and for a visitor', async () => {
    const owner = await newOwner(t, 'qron');
    const cv = await createCv(t, owner.token, SAMPLE_CV);
    const before = await atsScore(owner.token, cv.uuid);
    await edit(owner.token, cv.uuid, { pdf_qr_code: true });

    const file = pdfFile(await ownerPdf(owner.token, cv.uuid), 'qr-on');
    expect(await readQrCodes(lastPagePng(file))).toEqual([`${ORIGIN}/${owner.username}?via=qr`]);
    // The line says what the code does, and the address is there to type.
    expect(pdfText(file)).toContain(`Scan to open this CV online localhost:3000/${owner.username}`);

    const shared = await call(t, 'GET', `/api/pdf/${owner.username}/`);
    expect(shared.statusCode).toBe(200);
    const visitors = pdfFile(shared.rawPayload, 'qr-public');
    expect(await readQrCodes(lastPagePng(visitors))).toEqual([
      `${ORIGIN}/${owner.username}?via=qr`,
    ]);

    // A hiring system reads the same CV: the code and its line cost no points.
    const after = await atsScore(owner.token, cv.uuid);
    expect(after.score).toBe(before.score);
    expect(after.problems).toEqual(before.problems);
  });

  it("opens a slug's address, and a language version in its language, the line in Finnish", async () => {
    const owner = await newOwner(t, 'qrfi');
    const cv = await createCv(t, owner.token, { ...SAMPLE_CV, pdf_qr_code: true });
    await edit(owner.token, cv.uuid, {
      slug: 'kehittaja',
      translations: { fi: { current_job_title: 'Ohjelmistokehittäjä' } },
    });
    const file = pdfFile(await ownerPdf(owner.token, cv.uuid, '?lang=fi'), 'qr-fi');
    expect(await readQrCodes(lastPagePng(file))).toEqual([
      `${ORIGIN}/${owner.username}/kehittaja?lang=fi&via=qr`,
    ]);
    expect(pdfText(file)).toContain('Skannaa ja avaa CV verkossa');
  });

  it.each(THEMES)('%s: a long CV ends with a whole code that scans', async (theme) => {
    const owner = await newOwner(t, `qr${theme.slice(-1).toLowerCase()}`);
    const cv = await createCv(t, owner.token, {
      ...SAMPLE_CV,
      ...TWO_PAGE_CV,
      theme,
      pdf_qr_code: true,
    });
    const file = pdfFile(await ownerPdf(owner.token, cv.uuid), `qr-${theme}`);
    expect(Number(pdfInfo(file).Pages)).toBeGreaterThan(1);
    expect(await readQrCodes(lastPagePng(file))).toEqual([`${ORIGIN}/${owner.username}?via=qr`]);
  });

  it('is left out while the CV is private: it has no address to open', async () => {
    const owner = await newOwner(t, 'qrpriv');
    const cv = await createCv(t, owner.token, { ...SAMPLE_CV, pdf_qr_code: true });
    await edit(owner.token, cv.uuid, { is_public: false });
    const file = pdfFile(await ownerPdf(owner.token, cv.uuid), 'qr-private');
    expect(await readQrCodes(lastPagePng(file))).toEqual([]);
  });
});
