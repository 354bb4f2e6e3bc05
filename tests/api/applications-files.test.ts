/**
 * What an application gives to take away: its version of the CV as a PDF (one render: Chromium is
 * slow) and as a Word file, each with the version's texts, not the CV's, named for the company and
 * made anew when the version changes; and its follow-up day as a calendar file.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { createApplication, readVersion } from './applications-helpers';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { pdfFile, pdfText } from './pdf-tools';

const t = appForFile();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const OWN_BIO = 'Twelve years of Kesko-sized stores, made faster.';

/** An owner, a CV, and an application whose version words the bio its own way. */
async function setUp(fields: Record<string, unknown> = {}) {
  const owner = await newOwner(t, 'appfiles');
  const cv = await createCv(t, owner.token);
  const application = await createApplication(t, owner.token, {
    cv: cv.uuid,
    company: 'Kesko',
    ...fields,
  });
  const { etag } = await readVersion(t, owner.token, application.uuid);
  const edited = await call(t, 'PATCH', `/api/applications/${application.uuid}/cv/`, {
    token: owner.token,
    json: { bio_description: OWN_BIO },
    headers: { 'if-match': etag },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return { owner, cv, application, base: `/api/applications/${application.uuid}` };
}

describe('the version’s files', () => {
  it('prints the version’s PDF: its bio, not the CV’s, named for the company, kept until it changes', async () => {
    const { owner, application, base } = await setUp();
    const res = await call(t, 'GET', `${base}/cv/pdf/`, { token: owner.token });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Aino-Virtanen-CV-Kesko.pdf"');
    const text = pdfText(pdfFile(res.rawPayload, 'application-version'));
    expect(text).toContain(OWN_BIO);
    expect(text).not.toContain(SAMPLE_CV.bio_description);
    expect(text).toContain('Aino Virtanen');
    // Asked again, the same file (kept, not rendered again).
    const again = await call(t, 'GET', `${base}/cv/pdf/`, { token: owner.token });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // The version changed: a new file, with its new text.
    const { etag } = await readVersion(t, owner.token, application.uuid);
    const edited = await call(t, 'PATCH', `${base}/cv/`, {
      token: owner.token,
      json: { bio_description: 'Now for Kesko Logistics.' },
      headers: { 'if-match': etag },
    });
    expect(edited.statusCode).toBe(200);
    const changed = await call(t, 'GET', `${base}/cv/pdf/`, { token: owner.token });
    expect(pdfText(pdfFile(changed.rawPayload, 'application-version-2'))).toContain(
      'Now for Kesko Logistics.',
    );
    // A bad paper is a 400, not a render.
    expect(
      (await call(t, 'GET', `${base}/cv/pdf/?paper=a5`, { token: owner.token })).statusCode,
    ).toBe(400);
  });

  it('gives the version’s Word file, with the version’s text and a new one when the version changes', async () => {
    const { owner, base } = await setUp();
    const docx = async () => {
      const res = await call(t, 'GET', `${base}/cv/docx/`, { token: owner.token });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX);
      expect(res.headers['content-disposition']).toContain(
        'filename="Aino-Virtanen-CV-Kesko.docx"',
      );
      return strFromU8(unzipSync(new Uint8Array(res.rawPayload))['word/document.xml']!);
    };
    const body = await docx();
    expect(body).toContain(OWN_BIO);
    expect(body).not.toContain(SAMPLE_CV.bio_description);

    const { etag } = await readVersion(t, owner.token, base.split('/').at(-1)!);
    await call(t, 'PATCH', `${base}/cv/`, {
      token: owner.token,
      json: { bio_title: 'Why Kesko' },
      headers: { 'if-match': etag },
    });
    expect(await docx()).toContain('Why Kesko');

    // ?lang= as the CV's own Word file takes it: the version's Finnish text, the file named so.
    const fi = await readVersion(t, owner.token, base.split('/').at(-1)!);
    const translated = await call(t, 'PATCH', `${base}/cv/`, {
      token: owner.token,
      json: { translations: { fi: { bio_description: 'Keskon kaupat nopeammiksi.' } } },
      headers: { 'if-match': fi.etag },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const res = await call(t, 'GET', `${base}/cv/docx/?lang=fi`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="Aino-Virtanen-CV-fi-Kesko.docx"',
    );
    const parts = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(parts['word/document.xml']!)).toContain('Keskon kaupat nopeammiksi.');
    expect(strFromU8(parts['word/styles.xml']!)).toContain('<w:lang w:val="fi-FI"');
  });
});

describe('the follow-up as a calendar file', () => {
  it('is one all-day event on the day, its texts escaped, in the owner’s language', async () => {
    const { owner, application, base } = await setUp({
      company: 'Nokia, Oyj; Espoo',
      role: 'Developer',
      url: 'https://example.com/jobs/7',
      follow_up_on: '2026-12-31',
    });
    const res = await call(t, 'GET', `${base}/reminder.ics`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="follow-up.ics"');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    // Unfolded, as a calendar reads it.
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain(`UID:${application.uuid}@localhost:3000`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain('SUMMARY:Follow up: Developer at Nokia\\, Oyj\\; Espoo');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'https://example.com/jobs/7',
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // Every line of at most 75 octets.
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);

    const fi = await call(t, 'GET', `${base}/reminder.ics?lang=fi`, { token: owner.token });
    expect(fi.body.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Muistutus: Nokia\\, Oyj\\; Espoo\\, Developer',
    );
    const asked = await call(t, 'GET', `${base}/reminder.ics`, {
      token: owner.token,
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect(asked.body.replace(/\r\n /g, '')).toContain('SUMMARY:Muistutus:');
  });

  it('is not there without a follow-up day', async () => {
    const { owner, base } = await setUp();
    const res = await call(t, 'GET', `${base}/reminder.ics`, { token: owner.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('no_follow_up');
    expect(res.json().detail).toMatch(/follow-up/);
  });
});
