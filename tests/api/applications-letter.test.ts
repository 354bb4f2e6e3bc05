/**
 * An application's cover letter (issue 51): read (empty, in its CV's language, until written),
 * written whole with If-Match (428 without, 412 on another version, an Idempotency-Key's replay
 * applied once), refused field by field, nothing for anyone else; and printed in its CV's design as
 * a tagged PDF in every template (title, language, headings, the body in order, one page) and as a
 * Word file with real headings in the letter's language, both named after the person and the
 * company; in the account's export. One owner for all, PDFs rendered one after another.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { letterDate, wordCount, type CoverLetter } from '@/domain/cover-letter';
import { THEMES } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { createApplication, readApplication } from './applications-helpers';
import { appForFile, call } from './harness';
import { createCv, flatErrors, newOwner } from './owner-helpers';
import { pdfFile, pdfInfo, pdfText, wordsOffPage } from './pdf-tools';
import { makePremium } from './users-helpers';

const t = appForFile();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const OPENING =
  'I have followed Nordic Apps since your first release, and the way your team ships small, careful changes is how I like to work.';
const PROOF =
  'For four years I have built React and TypeScript apps used by thousands of people each day.\nI led the move to a design system that halved our time to ship a screen.';
const CLOSE = 'I would be glad to tell you more in an interview.';
/** Sentences enough that the body is as long as the guide's one page (LIMITS.letterPageWords). */
const SENTENCE =
  'In my current role I plan each release with designers and testers, write the tests first, and keep our pages fast on the phones our customers really use.';
const FILL = Array.from(
  {
    length: Math.floor(
      (LIMITS.letterPageWords - wordCount([OPENING, PROOF, CLOSE].join(' '))) / wordCount(SENTENCE),
    ),
  },
  () => SENTENCE,
).join(' ');
const PARAGRAPHS = [OPENING, PROOF, FILL, CLOSE];
const LETTER: CoverLetter = {
  language: 'en',
  greeting: 'Dear Ms Laine,',
  body: PARAGRAPHS.join('\n\n'),
  closing: 'Kind regards,',
};
const KIRJE: CoverLetter = {
  language: 'fi',
  greeting: 'Hyvä vastaanottaja,',
  body: [
    'Olen seurannut Nordic Appsin työtä pitkään, ja haen avointa kehittäjän paikkaa.',
    'Olen rakentanut neljä vuotta Reactilla ja TypeScriptillä sovelluksia, joita tuhannet ihmiset käyttävät päivittäin.',
  ].join('\n\n'),
  closing: 'Ystävällisin terveisin',
};

let owner: Awaited<ReturnType<typeof newOwner>>;
let cvId: string;

beforeAll(async () => {
  owner = await newOwner(t, 'letter');
  // Premium: the tests make more applications than the free plan's three.
  await makePremium(t, owner.user.uuid);
  cvId = (await createCv(t, owner.token)).uuid;
});

/** A new application of the owner's CV, and its letter's address. */
async function newApplication(fields: Record<string, unknown> = {}) {
  const made = await createApplication(t, owner.token, {
    cv: cvId,
    role: 'Senior Developer',
    ...fields,
  });
  return { made, url: `/api/applications/${made.uuid}/letter/` };
}

const putLetter = (url: string, json: object, headers: Record<string, string> = {}) =>
  call(t, 'PUT', url, { token: owner.token, json, headers });

/** pdfinfo's tagged structure with each element's text: "H1 (block)" then its text, and so on. */
const pdfStructure = (file: string) =>
  execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });

describe('the letter, read and written', () => {
  it('is an empty letter in the CV’s language before one is written, with the application’s ETag', async () => {
    const { made, url } = await newApplication();
    const res = await call(t, 'GET', url, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { language: 'en', greeting: '', body: '', closing: '' },
    });
    expect(res.headers.etag).toBe('"1"');
    expect(made.letter).toBeNull();

    const fiCv = await createCv(t, owner.token, { ...SAMPLE_CV, language: 'fi' });
    const fi = await createApplication(t, owner.token, { cv: fiCv.uuid });
    const fiRes = await call(t, 'GET', `/api/applications/${fi.uuid}/letter/`, {
      token: owner.token,
    });
    expect(fiRes.json().data.language).toBe('fi');
  });

  it('is stored by PUT on the version it was written on, the version rising and nothing else changing', async () => {
    const { made, url } = await newApplication({ notes: 'Call Maija on Friday.' });
    const res = await putLetter(url, LETTER, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: LETTER });
    expect(res.headers.etag).toBe('"2"');

    const read = await call(t, 'GET', url, { token: owner.token });
    expect(read.json()).toEqual({ data: LETTER });
    expect(read.headers.etag).toBe('"2"');
    const { application, etag } = await readApplication(t, owner.token, made.uuid);
    expect(etag).toBe('"2"');
    const { letter, version, updated_at: _u, ...rest } = application;
    const { letter: _l, version: _v, updated_at: _w, ...before } = made;
    expect(rest).toEqual(before);
    expect(letter).toEqual(LETTER);
    expect(version).toBe(2);

    // The same letter again changes nothing; an edit raises the version once more.
    const same = await putLetter(url, LETTER, { 'if-match': '"2"' });
    expect(same.headers.etag).toBe('"2"');
    const edited = await putLetter(
      url,
      { ...LETTER, closing: 'Best regards,' },
      { 'if-match': '"2"' },
    );
    expect(edited.headers.etag).toBe('"3"');
    expect(edited.json().data.closing).toBe('Best regards,');
  });

  it('applies a PUT sent again with its Idempotency-Key once, and answers the replay', async () => {
    const { url } = await newApplication();
    const send = () =>
      putLetter(url, LETTER, { 'if-match': '"1"', 'idempotency-key': 'letter-0001-train' });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    // The answer was lost; the phone sends it again, on the version it was written on.
    const replay = await send();
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers.etag).toBe('"2"');
    const bad = await putLetter(url, LETTER, { 'if-match': '"2"', 'idempotency-key': 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a stale PUT again when it is sent again with its key: its refusal took nothing', async () => {
    const { url } = await newApplication();
    expect((await putLetter(url, LETTER, { 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = () =>
      putLetter(
        url,
        { ...LETTER, greeting: 'Hello,' },
        { 'if-match': '"1"', 'idempotency-key': 'letter-0002-stale' },
      );
    expect((await stale()).statusCode).toBe(412);
    const again = await stale();
    expect(again.statusCode, again.body).toBe(412);
    expect((await call(t, 'GET', url, { token: owner.token })).json().data).toEqual(LETTER);
  });

  it('wants If-Match (428), refuses another version (412, with the letter as it is) and a tag that is none (400)', async () => {
    const { made, url } = await newApplication();
    const without = await putLetter(url, LETTER);
    expect(without.statusCode).toBe(428);
    expect(without.json().error_code).toBe('if_match_required');

    expect((await putLetter(url, LETTER, { 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = await putLetter(url, { ...LETTER, greeting: 'Hello,' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error_code: 'version_conflict', data: LETTER });
    expect(stale.headers.etag).toBe('"2"');
    const malformed = await putLetter(url, LETTER, { 'if-match': 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    // A change of another field moves the version on too: the letter's tag is the application's.
    const patched = await call(t, 'PATCH', `/api/applications/${made.uuid}/`, {
      token: owner.token,
      json: { notes: 'Sent.' },
    });
    expect(patched.headers.etag).toBe('"3"');
    expect((await putLetter(url, LETTER, { 'if-match': '"2"' })).statusCode).toBe(412);
    expect((await call(t, 'GET', url, { token: owner.token })).json().data).toEqual(LETTER);
  });

  it('is taken by the application’s PATCH too, held to the same rules', async () => {
    const { made } = await newApplication();
    const app = `/api/applications/${made.uuid}/`;
    const patched = await call(t, 'PATCH', app, { token: owner.token, json: { letter: KIRJE } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.letter).toEqual(KIRJE);
    const read = await call(t, 'GET', `${app}letter/`, { token: owner.token });
    expect(read.json().data).toEqual(KIRJE);
    const bad = await call(t, 'PATCH', app, {
      token: owner.token,
      json: { letter: { ...KIRJE, body: 'x'.repeat(LIMITS.letterBody + 1) } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(flatErrors(bad.json()))).toEqual(['letter → body']);
  });
});

describe('bad input', () => {
  const cases: Array<[what: string, json: object, field: string]> = [
    ['a language there is none of', { ...LETTER, language: 'de' }, 'language'],
    [
      'a greeting over its limit',
      { ...LETTER, greeting: 'x'.repeat(LIMITS.letterLine + 1) },
      'greeting',
    ],
    ['a greeting of two lines', { ...LETTER, greeting: 'Dear\nMs Laine' }, 'greeting'],
    ['a body over its limit', { ...LETTER, body: 'x'.repeat(LIMITS.letterBody + 1) }, 'body'],
    [
      'a closing over its limit',
      { ...LETTER, closing: 'x'.repeat(LIMITS.letterLine + 1) },
      'closing',
    ],
    ['no closing', { language: 'en', greeting: '', body: 'Hi.' }, 'closing'],
    ['a body that is no text', { ...LETTER, body: 42 }, 'body'],
    ['a field there is none of', { ...LETTER, signature: 'A.' }, 'non_field_errors'],
  ];

  it.each(cases)('refuses %s with 400 and its field, changing nothing', async (_, json, field) => {
    const { made, url } = await newApplication();
    const res = await putLetter(url, json, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(flatErrors(res.json()))).toEqual([field]);
    expect((await readApplication(t, owner.token, made.uuid)).application).toEqual(made);
  });

  it('takes a body at its limit', async () => {
    const { url } = await newApplication();
    const long = { ...LETTER, body: 'x'.repeat(LIMITS.letterBody) };
    expect((await putLetter(url, long, { 'if-match': '"1"' })).statusCode).toBe(200);
  });
});

describe('nobody else', () => {
  it('answers 404 to anyone else and to an unknown id, 401 signed out, on every letter route', async () => {
    const stranger = await newOwner(t, 'letterstranger');
    const { made, url } = await newApplication();
    expect((await putLetter(url, LETTER, { 'if-match': '"1"' })).statusCode).toBe(200);
    const routes: Array<[method: 'GET' | 'PUT', url: string, json?: object]> = [
      ['GET', url],
      ['PUT', url, { ...LETTER, body: 'mine now' }],
      ['GET', `${url}pdf/`],
      ['GET', `${url}docx/`],
    ];
    const headers = { 'if-match': '"2"' };
    for (const [method, route, json] of routes) {
      const theirs = await call(t, method, route, { token: stranger.token, json, headers });
      expect(theirs.statusCode, `${method} ${route}`).toBe(404);
      expect(theirs.json().error_code).toBe('not_found');
      const unknown = route.replace(made.uuid, randomUUID());
      const none = await call(t, method, unknown, { token: owner.token, json, headers });
      expect(none.json()).toEqual(theirs.json());
      const malformed = route.replace(made.uuid, 'not-a-uuid');
      expect(
        (await call(t, method, malformed, { token: owner.token, json, headers })).statusCode,
      ).toBe(404);
      expect((await call(t, method, route, { json, headers })).statusCode).toBe(401);
    }
    expect((await call(t, 'GET', url, { token: owner.token })).json().data).toEqual(LETTER);
  });

  it('has no files before the letter is written: 404 letter_not_written', async () => {
    const { url } = await newApplication();
    for (const file of ['pdf', 'docx']) {
      const res = await call(t, 'GET', `${url}${file}/`, { token: owner.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('letter_not_written');
      expect(res.json().detail).toMatch(/cover letter/);
    }
    // Written as blanks, it is still not written.
    await putLetter(
      url,
      { ...LETTER, greeting: ' ', body: '', closing: '' },
      { 'if-match': '"1"' },
    );
    const fi = await call(t, 'GET', `${url}pdf/`, {
      token: owner.token,
      headers: { 'accept-language': 'fi' },
    });
    expect(fi.json()).toMatchObject({ error_code: 'letter_not_written' });
    expect(fi.json().detail).toMatch(/hakemuskirje/);
  });
});

describe('the letter’s files', () => {
  it('prints a tagged PDF in every template: titled, in its language, headings, the body in order, a page’s worth on one page', async () => {
    const { url } = await newApplication();
    expect(wordCount(LETTER.body)).toBeGreaterThan(LIMITS.letterPageWords - wordCount(SENTENCE));
    expect((await putLetter(url, LETTER, { 'if-match': '"1"' })).statusCode).toBe(200);
    for (const [i, theme] of THEMES.entries()) {
      // Every other one on Letter, the shorter sheet.
      const paper = i % 2 ? 'letter' : 'a4';
      const edited = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
        token: owner.token,
        json: { theme },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const res = await call(t, 'GET', `${url}pdf/?paper=${paper}`, { token: owner.token });
      expect(res.statusCode, `${theme}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        'filename="Aino-Virtanen-Cover-letter-Nordic-Apps.pdf"',
      );
      const file = pdfFile(res.rawPayload, `letter-${theme}`);
      const info = pdfInfo(file);
      expect(info.Tagged, theme).toBe('yes');
      expect(info.Title, theme).toBe('Cover letter – Aino Virtanen – Nordic Apps');
      expect(info.Pages, theme).toBe('1');
      expect(info['Page size'], theme).toMatch(paper === 'a4' ? /\(A4\)$/ : /\(letter\)$/);
      expect(res.rawPayload.includes(Buffer.from('/Lang (en)')), theme).toBe(true);
      expect(wordsOffPage(file), theme).toEqual([]);

      // What a reader and a parser take from it, in the letter's order; capitals are a look.
      const text = pdfText(file).toLowerCase();
      const order = [
        'Aino Virtanen',
        SAMPLE_CV.email,
        SAMPLE_CV.phone,
        'Nordic Apps',
        'Application: Senior Developer',
        LETTER.greeting,
        ...PARAGRAPHS.map((p) => p.replace(/\s+/g, ' ')),
        LETTER.closing,
      ].map((part) => part.toLowerCase());
      const at = order.map((part) => text.indexOf(part));
      expect(
        at.every((i) => i >= 0),
        `${theme}: ${JSON.stringify(at)} in ${text}`,
      ).toBe(true);
      expect(
        [...at].sort((a, b) => a - b),
        theme,
      ).toEqual(at);
      expect(text.trimEnd().endsWith('aino virtanen'), theme).toBe(true);

      // The tags: the name a heading of the first level, the subject of the second, each paragraph its own.
      const structure = pdfStructure(file);
      expect(structure, theme).toMatch(/H1 \(block\)\s+(""\s+)?(NonStruct\s+)?"Aino Virtanen"/);
      expect(structure, theme).toMatch(
        /H2 \(block\)\s+(""\s+)?(NonStruct\s+)?"Application: Senior Developer"/i,
      );
      // Each paragraph a P of its own, in order (their openings: a ligature cuts pdfinfo's text short).
      const starts = PARAGRAPHS.map((p) =>
        structure.indexOf(`P (block)\n      NonStruct\n        "${p.slice(0, 15)}`),
      );
      expect(
        starts.every((i) => i > 0),
        `${theme}: ${structure}`,
      ).toBe(true);
      expect(
        [...starts].sort((a, b) => a - b),
        theme,
      ).toEqual(starts);
    }
  });

  it('prints in the letter’s language on the CV’s page format, and a Word file with real headings', async () => {
    const { url } = await newApplication({ company: 'Kesko', role: 'Kehittäjä' });
    expect((await putLetter(url, KIRJE, { 'if-match': '"1"' })).statusCode).toBe(200);
    await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      token: owner.token,
      json: {
        theme: 'templateD',
        design: { page: 'letter', accent: '#2f5f8f', typeface: 'serif' },
      },
    });
    // Dated the writer's today when the app sends it (ahead of the server's, east of it).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const res = await call(t, 'GET', `${url}pdf/?day=${tomorrow}`, { token: owner.token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Aino-Virtanen-Ty%C3%B6hakemus-Kesko.pdf",
    );
    const file = pdfFile(res.rawPayload, 'letter-fi');
    const info = pdfInfo(file);
    expect(info.Title).toBe('Työhakemus – Aino Virtanen – Kesko');
    expect(info['Page size']).toMatch(/\(letter\)$/);
    expect(info.Pages).toBe('1');
    expect(res.rawPayload.includes(Buffer.from('/Lang (fi)'))).toBe(true);
    const text = pdfText(file);
    expect(text).toContain('Työhakemus: Kehittäjä');
    expect(text).toContain(letterDate(tomorrow, 'fi'));
    // A day no time zone has today is refused, as a day that does not exist (asked of the Word
    // file: the account's PDFs are counted, twenty in ten minutes).
    for (const day of ['2020-01-01', '2026-02-30', 'tomorrow']) {
      const bad = await call(t, 'GET', `${url}docx/?day=${day}`, { token: owner.token });
      expect(bad.statusCode, day).toBe(400);
      expect(Object.keys(flatErrors(bad.json())), day).toEqual(['day']);
    }
    expect(text).toContain('Ystävällisin terveisin');
    // ?paper= as for the CV's PDF.
    const a4 = await call(t, 'GET', `${url}pdf/?paper=a4`, { token: owner.token });
    expect(pdfInfo(pdfFile(a4.rawPayload, 'letter-fi-a4'))['Page size']).toMatch(/\(A4\)$/);

    const word = await call(t, 'GET', `${url}docx/?day=${tomorrow}`, { token: owner.token });
    expect(word.statusCode, word.body.slice(0, 200)).toBe(200);
    expect(word.headers['content-type']).toBe(DOCX);
    expect(word.headers['content-disposition']).toContain(
      "filename*=UTF-8''Aino-Virtanen-Ty%C3%B6hakemus-Kesko.docx",
    );
    const parts = unzipSync(new Uint8Array(word.rawPayload));
    const body = strFromU8(parts['word/document.xml']!);
    const paragraphs = [
      ...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g),
    ].map((match) => {
      const inner = match[1] ?? match[2] ?? '';
      const style = /<w:pStyle w:val="([^"]+)"/.exec(inner)?.[1] ?? 'Normal';
      const words = [...inner.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
      return [style, words.join('')] as const;
    });
    expect(paragraphs[0]).toEqual(['Title', 'Aino Virtanen']);
    expect(paragraphs).toContainEqual(['Heading1', 'Työhakemus: Kehittäjä']);
    expect(paragraphs.map(([, text]) => text)).toContain(letterDate(tomorrow, 'fi'));
    const texts = paragraphs.map(([, text]) => text);
    const order = [KIRJE.greeting, ...KIRJE.body.split('\n\n'), KIRJE.closing].map((part) =>
      texts.indexOf(part),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(texts.at(-1)).toBe('Aino Virtanen');
    const styles = strFromU8(parts['word/styles.xml']!);
    expect(styles).toContain('<w:lang w:val="fi-FI"');
    expect(styles).toContain('Source Serif 4');
    expect(strFromU8(parts['docProps/core.xml']!)).toContain('Työhakemus – Aino Virtanen – Kesko');
    // The Letter page of the CV's design: 8.5 x 11 in.
    expect(body).toContain('w:w="12240" w:h="15840"');
  });
});

describe('the account’s data', () => {
  it('exports each application with its letter', async () => {
    const { made, url } = await newApplication({ company: 'Fiskars' });
    await putLetter(url, LETTER, { 'if-match': '"1"' });
    const res = await call(t, 'GET', '/api/users/me/export/', { token: owner.token });
    expect(res.statusCode).toBe(200);
    const exported = res.json().applications.find((a: { uuid: string }) => a.uuid === made.uuid);
    expect(exported.letter).toEqual(LETTER);
  });
});
