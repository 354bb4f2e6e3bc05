/**
 * A CV as a PDF file, rendered by the system's Chromium from the template's print CSS: every
 * template on one page and on two, with every field in reading order, no text over text, tagged,
 * titled, with the photo; for the owner and, for a public CV, for anyone; one render per version.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES, type CvDto } from '@/domain/cv';
import { SHOWS_PHOTO } from '@/templates/registry';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { TWO_PAGE_CV } from '../fixtures/two-page-cv';
import { appForFile, call } from './harness';
import { createCvWithPhoto, newOwner } from './owner-helpers';
import { overlappingWords, pagePng, pdfFile, pdfImageCount, pdfInfo, pdfText } from './pdf-tools';

const t = appForFile();
const PAGES_DIR = path.resolve('test-results/pdf');
mkdirSync(PAGES_DIR, { recursive: true });

async function pdfOf(token: string, id: string, query = '') {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/pdf/${query}`, { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

/** Every word of `parts`, in this order, in the text. */
function inOrder(text: string, parts: string[]) {
  let at = -1;
  for (const part of parts) {
    const found = text.indexOf(part, at + 1);
    expect(found, `"${part}" after position ${at} in: ${text.slice(0, 2000)}`).toBeGreaterThan(at);
    at = found;
  }
}

describe('the PDF of a CV', () => {
  it.each(THEMES)(
    '%s: one page and two, every field in reading order, tagged, with the photo',
    async (theme) => {
      const owner = await newOwner(t, `pdf${theme.slice(-1).toLowerCase()}`);
      const cv = await createCvWithPhoto(t, owner.token, { theme });

      const res = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Aino-Virtanen-CV.pdf"');
      const one = pdfFile(res.rawPayload, `${theme}-one-page`);
      const info = pdfInfo(one);
      expect(info.Pages).toBe('1');
      expect(info.Tagged).toBe('yes');
      expect(info.Title).toBe('Aino Virtanen – CV');
      // Classic and Clear have no photo; the others embed it.
      expect(pdfImageCount(one)).toBe(SHOWS_PHOTO[theme] ? 1 : 0);
      // Headings and titles may be drawn in capitals: what counts is the words.
      const text = pdfText(one).toLowerCase();
      for (const field of [
        'Aino Virtanen',
        SAMPLE_CV.current_job_title,
        SAMPLE_CV.email,
        SAMPLE_CV.phone,
        SAMPLE_CV.bio_description,
        SAMPLE_CV.bio_title,
        'Nordic Apps',
        'Developer',
        'Helsinki',
        'React and TypeScript.',
        'Aalto University',
        'MSc',
        'Computer Science',
        'TypeScript',
        'github.com/aino',
      ])
        expect(text).toContain(field.toLowerCase());
      // Each entry reads whole: the header, the job's company then its description, the degree
      // and field then the school.
      inOrder(text, ['aino virtanen', 'frontend developer']);
      inOrder(text, ['nordic apps', 'react and typescript.']);
      inOrder(text, ['msc, computer science', 'aalto university']);
      pagePng(one, 1, path.join(PAGES_DIR, `${theme}-one-page-1`));
      expect(overlappingWords(one)).toEqual([]);

      const edited = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
        token: owner.token,
        json: TWO_PAGE_CV,
      });
      expect(edited.statusCode).toBe(200);
      const two = pdfFile(await pdfOf(owner.token, cv.uuid), `${theme}-two-pages`);
      expect(pdfInfo(two).Pages).toBe('2');
      const long = pdfText(two).toLowerCase();
      // Each job whole and in its order, then the schools: no column interleaved into another.
      inOrder(
        long,
        TWO_PAGE_CV.experiences.flatMap((e) => [e.role, e.description].map((w) => w.toLowerCase())),
      );
      inOrder(
        long,
        TWO_PAGE_CV.educations.map((e) => e.institution.toLowerCase()),
      );
      // No side column read into an entry: nothing of the schools between a job's role and its
      // description (a side column may be read between two jobs, at the end of a page).
      for (const job of TWO_PAGE_CV.experiences) {
        const from = long.indexOf(job.role.toLowerCase());
        const entry = long.slice(from, long.indexOf(job.description.toLowerCase(), from));
        expect(entry, job.role).not.toContain('university');
      }
      pagePng(two, 1, path.join(PAGES_DIR, `${theme}-two-pages-1`));
      pagePng(two, 2, path.join(PAGES_DIR, `${theme}-two-pages-2`));
      expect(overlappingWords(two)).toEqual([]);
    },
  );

  it.each(THEMES)(
    '%s: the new sections in the owner’s order, each entry whole, hidden ones left out',
    async (theme) => {
      const owner = await newOwner(t, `pdfsec${theme.slice(-1).toLowerCase()}`);
      const cv = await createCvWithPhoto(t, owner.token, { theme });
      const own = '5ec7105e-0000-4000-8000-0000000000aa';
      const entry = { subtitle: '', description: '', start_date: null, end_date: null, url: '' };
      const edited = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
        token: owner.token,
        json: {
          projects: [
            {
              name: 'Bike route planner',
              description: 'An open source app for city bikes and their stations.',
              url: 'https://example.com/bikes',
              start_date: '2021-05-01',
              end_date: '2021-12-01',
            },
          ],
          certificates: [
            { name: 'Cloud Developer', issuer: 'Cloud Academy', date: '2022-10-01', url: '' },
          ],
          language_skills: [{ language: 'Finnish', level: 'native' }],
          volunteering: [
            {
              role: 'Treasurer',
              organization: 'Kallio Sports Club',
              start_date: '2019-01-01',
              end_date: null,
              description: 'Kept the books of a club of 400 members.',
            },
          ],
          custom_sections: [
            {
              uuid: own,
              title: 'Volunteering',
              entries: [
                {
                  ...entry,
                  title: 'Board member',
                  subtitle: 'Code Club',
                  description: 'Run coding clubs.',
                },
              ],
            },
            { title: 'Secret section', entries: [{ ...entry, title: 'Never printed' }] },
          ],
          section_order: [
            'bio',
            `custom:${own}`,
            'volunteering',
            'projects',
            'experiences',
            'certificates',
          ],
        },
      });
      expect(edited.statusCode, edited.body.slice(0, 300)).toBe(200);
      const secret = edited.json<{ data: CvDto }>().data.custom_sections[1]!.uuid;
      await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
        token: owner.token,
        json: { hidden_sections: [`custom:${secret}`] },
      });
      const file = pdfFile(await pdfOf(owner.token, cv.uuid), `${theme}-sections`);
      const text = pdfText(file).toLowerCase();
      // The main column in the owner's order, each entry whole (its heading, place and text).
      inOrder(text, [
        'volunteering',
        'board member',
        'code club',
        'run coding clubs.',
        'treasurer',
        'kallio sports club',
        'kept the books of a club of 400 members.',
        'bike route planner',
        'an open source app for city bikes and their stations.',
        'example.com/bikes',
        'nordic apps',
        'cloud developer',
        'cloud academy',
      ]);
      expect(text).toContain('finnish');
      expect(text).toContain('native');
      expect(text).not.toContain('secret section');
      expect(text).not.toContain('never printed');
      pagePng(file, 1, path.join(PAGES_DIR, `${theme}-sections-1`));
      expect(overlappingWords(file)).toEqual([]);
    },
  );

  it('is on the page format the CV’s design chose, unless ?paper= asks for the other', async () => {
    const owner = await newOwner(t, 'pdfpage');
    const cv = await createCvWithPhoto(t, owner.token, { design: { page: 'letter' } });
    const size = async (query = '') =>
      pdfInfo(pdfFile(await pdfOf(owner.token, cv.uuid, query)))['Page size'];
    expect(await size()).toMatch(/612 x 792 pts \(letter\)/);
    expect(await size('?paper=a4')).toMatch(/^59[56]\.\d+ x 84[12]\.\d+ pts \(A4\)/);
    // A stranger's download of the public CV follows the design too.
    const shown = await call(t, 'GET', `/api/pdf/${owner.username}/`);
    expect(shown.statusCode).toBe(200);
    expect(pdfInfo(pdfFile(shown.rawPayload))['Page size']).toMatch(/letter/);
  });

  it('is in the CV’s language, on Letter when asked, and made once per version', async () => {
    const owner = await newOwner(t, 'pdflang');
    const cv = await createCvWithPhoto(t, owner.token, { language: 'fi', theme: 'templateA' });
    const first = await pdfOf(owner.token, cv.uuid);
    expect(first.includes(Buffer.from('/Lang (fi)'))).toBe(true);
    const text = pdfText(pdfFile(first)).toLowerCase();
    expect(text).toContain('työkokemus');
    expect(text).toContain('maaliskuu 2021');
    // The same version: the very same file, not a new render.
    expect((await pdfOf(owner.token, cv.uuid)).equals(first)).toBe(true);
    expect(
      pdfInfo(pdfFile(await pdfOf(owner.token, cv.uuid, '?paper=letter')))['Page size'],
    ).toMatch(/letter/);
    // Six downloads of a version nobody has asked for yet wait for one render: the same file.
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { bio_description: 'Kuusi latausta kerralla.' },
    });
    const burst = await Promise.all(Array.from({ length: 6 }, () => pdfOf(owner.token, cv.uuid)));
    for (const file of burst) expect(file.equals(burst[0]!)).toBe(true);
    // An edit makes a new one.
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { current_job_title: 'Ohjelmistokehittäjä' },
    });
    expect(pdfText(pdfFile(await pdfOf(owner.token, cv.uuid)))).toContain('Ohjelmistokehittäjä');
  });

  it('is made of either language version, each in its own language and under its own name', async () => {
    const owner = await newOwner(t, 'pdfver');
    const cv = await createCvWithPhoto(t, owner.token, { theme: 'templateC' });
    const stored = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.token });
    const [job] = stored.json<{ data: CvDto }>().data.experiences;
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { translations: { fi: { experiences: [{ uuid: job!.uuid, role: 'Kehittäjä' }] } } },
    });
    const fi = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/?lang=fi`, {
      token: owner.token,
    });
    expect(fi.headers['content-disposition']).toContain('Aino-Virtanen-CV-fi.pdf');
    expect(fi.rawPayload.includes(Buffer.from('/Lang (fi)'))).toBe(true);
    const text = pdfText(pdfFile(fi.rawPayload));
    expect(text).toContain('Kehittäjä');
    expect(text.toLowerCase()).toContain('työkokemus');
    // Anyone reads the public one's; the main version is the file it always was.
    const open = await call(t, 'GET', `/api/pdf/${owner.username}/?lang=fi`);
    expect(pdfText(pdfFile(open.rawPayload))).toContain('Kehittäjä');
    const en = await pdfOf(owner.token, cv.uuid);
    expect(en.includes(Buffer.from('/Lang (en)'))).toBe(true);
    expect(pdfText(pdfFile(en))).not.toContain('Kehittäjä');
  });

  it('is for its owner; a public CV’s is for anyone, a private one’s for no one else', async () => {
    const owner = await newOwner(t, 'pdfpub');
    const stranger = await newOwner(t, 'pdfstr');
    const cv = await createCvWithPhoto(t, owner.token);
    expect((await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`)).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    // The public page offers it, and its link gives the file to anyone.
    const page = await call(t, 'GET', `/${owner.username}`);
    expect(page.body).toContain(`href="/api/pdf/${owner.username}/" download>Download PDF</a>`);
    const open = await call(t, 'GET', `/api/pdf/${owner.username}/`);
    expect(open.statusCode).toBe(200);
    expect(pdfText(pdfFile(open.rawPayload))).toContain('Aino Virtanen');

    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { is_public: false },
    });
    expect((await call(t, 'GET', `/api/pdf/${owner.username}/`)).statusCode).toBe(404);
    expect((await pdfOf(owner.token, cv.uuid)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const owner = await newOwner(t, 'pdfbad');
    for (const url of [
      '/api/cv/get_cv/not-a-uuid/pdf/',
      `/api/cv/get_cv/${crypto.randomUUID()}/pdf/?paper=a3`,
    ]) {
      const res = await call(t, 'GET', url, { token: owner.token });
      expect(res.statusCode).toBe(400);
      // The field that is wrong, with its message.
      expect(Object.values(res.json<Record<string, string[]>>()).flat()[0]).toMatch(/\w/);
    }
    expect((await call(t, 'GET', '/api/pdf/a%00b/')).statusCode).toBe(400);
    expect(
      (await call(t, 'GET', `/api/cv/get_cv/${crypto.randomUUID()}/pdf/`, { token: owner.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('without Chromium', () => {
  const bare = appForFile({ CHROMIUM_PATH: '/nonexistent/chromium' });
  it('answers 503 with a message that says to print instead, in the user’s language', async () => {
    const owner = await newOwner(bare, 'nochrome');
    const cv = await createCvWithPhoto(bare, owner.token);
    const res = await call(bare, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, {
      token: owner.token,
      headers: { 'accept-language': 'fi' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error_code: 'pdf_unavailable',
      detail:
        'Tällä palvelimella ei juuri nyt voi tehdä PDF-tiedostoja. Käytä selaimen tulostusta.',
    });
  });
});
