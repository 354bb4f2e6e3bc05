/**
 * What the server-rendered public pages say: no empty sections for visitors, headings and months in
 * the CV's own language, and a "CV not found" page in the visitor's language that says why and
 * where to go next.
 */
import { describe, expect, it } from 'vitest';
import { appForFile, call } from './harness';
import { multipart } from './images';
import { makePremium, signUpWithUsername } from './users-helpers';

const t = appForFile();

const cvFields = (extra: Record<string, string> = {}) => ({
  title: 'My CV',
  theme: 'templateA',
  first_name: 'Eero',
  last_name: 'Esimerkki',
  email: 'eero@example.com',
  phone: '',
  current_job_title: 'Developer',
  bio_title: '',
  bio_description: '',
  language: 'en',
  experiences: JSON.stringify([
    {
      company_name: 'Nordic Apps',
      role: 'Developer',
      description: '',
      location: 'Helsinki',
      start_date: '2017-08-01',
      end_date: null,
    },
  ]),
  educations: '[]',
  skills: '[]',
  links: '[]',
  ...extra,
});

async function publish(username: string, extra: Record<string, string> = {}) {
  const owner = await signUpWithUsername(t, `${username}@example.com`, username);
  await makePremium(t, owner.user.uuid);
  const res = await call(t, 'POST', '/api/cv/create_cv/', {
    form: multipart(cvFields(extra)),
    token: owner.tokens.access,
  });
  expect(res.statusCode).toBe(201);
  return { owner, id: res.json().data.uuid as string };
}

/** The <h2> texts of the CV's article. */
const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '')
    .replace(/<wbr\/?>|<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('a public CV with empty lists', () => {
  it.each([
    ['en', ['Experience'], ['Education', 'Skills', 'Links', 'About me'], 'Aug 2017'],
    ['fi', ['Työkokemus'], ['Koulutus', 'Taidot', 'Linkit', 'Tietoa minusta'], 'elo 2017'],
  ] as const)(
    'shows only the filled sections, headed in the CV language (%s)',
    async (language, shown, hidden, month) => {
      const username = `empty${language}`;
      await publish(username, { language, theme: 'templateC' });
      // The visitor's browser asks for the other language: the CV's own language wins.
      const res = await call(t, 'GET', `/${username}`, {
        headers: { 'accept-language': language === 'fi' ? 'en' : 'fi' },
      });
      expect(res.statusCode).toBe(200);
      const h2 = headings(res.body);
      for (const heading of shown) expect(h2).toContain(heading);
      for (const heading of hidden) expect(h2).not.toContain(heading);
      const text = textOf(res.body);
      for (const empty of [
        'No skills added yet.',
        'No links added yet.',
        'No education entries added yet.',
        'Taitoja ei ole lisätty.',
        'No technical skills listed.',
      ]) {
        expect(text).not.toContain(empty);
      }
      expect(text).toContain(`${month} –`);
    },
  );

  it('writes months in full where the template has room (Classic)', async () => {
    await publish('fullmonths', { language: 'fi', theme: 'templateA' });
    expect(textOf((await call(t, 'GET', '/fullmonths')).body)).toContain('elokuu 2017 –');
  });

  it('lets addresses break after their separators only', async () => {
    await publish('wraps', {
      email: 'anna-kaisa.virtanen@example.com',
      links: JSON.stringify([{ link_type: 'website', url: 'https://www.example.com/me/cv' }]),
    });
    const html = (await call(t, 'GET', '/wraps')).body;
    expect(html).toContain('anna-kaisa.<wbr/>virtanen@<wbr/>example.<wbr/>com');
    expect(html).toContain('example.<wbr/>com/<wbr/>me/<wbr/>cv');
  });
});

describe('"CV not found"', () => {
  const EN = {
    lang: 'en',
    title: 'CV not found',
    why: 'There is no public CV at this address.',
    home: 'Go to the home page',
    cta: 'Make your own CV',
  };
  const FI = {
    lang: 'fi',
    title: 'CV:tä ei löytynyt',
    why: 'Tässä osoitteessa ei ole julkista CV:tä.',
    home: 'Siirry etusivulle',
    cta: 'Tee oma CV',
  };

  function expectNotFoundPage(
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
    words: typeof EN,
  ) {
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<html lang="${words.lang}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${words.title}</h1>`));
    expect(textOf(html)).toContain(words.why);
    expect(html).toContain(`<a href="/">${words.home}</a>`);
    expect(html).toContain(`<a class="pc-nf-main" href="/auth/register">${words.cta}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Readable without JavaScript, like the CV pages.
    expect(html).not.toMatch(/<script/);
  }

  it('answers an unknown username in the language the browser asks for', async () => {
    expectNotFoundPage(await call(t, 'GET', '/nobody-at-all'), EN);
    expectNotFoundPage(
      await call(t, 'GET', '/nobody-at-all', { headers: { 'accept-language': 'fi-FI,fi;q=0.9' } }),
      FI,
    );
    expectNotFoundPage(
      await call(t, 'GET', '/nobody-at-all', { headers: { 'accept-language': 'sv, en;q=0.5' } }),
      EN,
    );
  });

  it("follows the app's ?lng= over the browser's language", async () => {
    expectNotFoundPage(
      await call(t, 'GET', '/nobody-at-all?lng=fi', { headers: { 'accept-language': 'en' } }),
      FI,
    );
  });

  it('answers an unknown slug, a private CV and a malformed slug the same way', async () => {
    const { owner, id } = await publish('hider', { title: 'Hidden one' });
    expect((await call(t, 'GET', '/hider')).statusCode).toBe(200);
    expectNotFoundPage(await call(t, 'GET', '/hider/no-such-cv'), EN);
    expectNotFoundPage(await call(t, 'GET', '/hider/bad%20slug!'), EN);
    const hide = await call(t, 'PATCH', `/api/cv/edit_cv/${id}/`, {
      token: owner.tokens.access,
      json: { is_public: false },
    });
    expect(hide.statusCode).toBe(200);
    expectNotFoundPage(
      await call(t, 'GET', '/hider', { headers: { 'accept-language': 'fi' } }),
      FI,
    );
  });
});
