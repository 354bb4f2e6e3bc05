/**
 * The owner's ATS check: their CV's own PDF read as a hiring system reads it, in each language
 * version, a job ad matched against it, and nothing for anyone else. A job ad is never stored or
 * logged; bad input is refused with the field named, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtsReadingDto } from '@/domain/ats/answer';
import { LIMITS } from '@/domain/limits';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { call, startTestApp, storedRows, type TestApp } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { startWithVisitorPages } from './visitor-build';

type Line = Record<string, unknown>;
const logged: Line[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.push(JSON.parse(line) as Line) },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const atsUrl = (id: string, query = '') => `/api/cv/get_cv/${id}/ats/${query}`;

async function reading(token: string, id: string, query = ''): Promise<AtsReadingDto> {
  const res = await call(t, 'GET', atsUrl(id, query), { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as AtsReadingDto;
}

const FINNISH = {
  current_job_title: 'Ohjelmistokehittäjä',
  bio_title: 'Tietoa minusta',
  bio_description:
    'Rakennan nopeita ja saavutettavia verkkopalveluita Reactilla ja TypeScriptillä.',
};

describe('the ATS check of an own CV', () => {
  let owner: Awaited<ReturnType<typeof newOwner>>;
  let cvId: string;
  beforeAll(async () => {
    owner = await newOwner(t, 'ats');
    const cv = await createCv(t, owner.token, { ...SAMPLE_CV, theme: 'templateA' });
    cvId = cv.uuid;
    const fi = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      token: owner.token,
      json: { translations: { fi: FINNISH } },
    });
    expect(fi.statusCode, fi.body).toBe(200);
  });

  it('reads the text of the CV’s own PDF, finds its sections, and scores it', async () => {
    const read = await reading(owner.token, cvId);
    expect(read.theme).toBe('templateA');
    expect(read.language).toBe('en');
    for (const part of [
      `${SAMPLE_CV.first_name} ${SAMPLE_CV.last_name}`,
      SAMPLE_CV.email,
      SAMPLE_CV.phone,
      SAMPLE_CV.current_job_title,
      SAMPLE_CV.experiences[0]!.company_name,
      SAMPLE_CV.educations[0]!.institution,
    ])
      expect(read.text).toContain(part);
    const kinds = read.sections.map((section) => section.kind);
    for (const kind of ['contact', 'summary', 'experience', 'education', 'skills'] as const)
      expect(kinds).toContain(kind);
    const codes = read.problems.map((problem) => problem.code);
    for (const code of [
      'no_email',
      'no_phone',
      'no_name',
      'missing_section',
      'no_language',
      'no_text',
    ])
      expect(codes).not.toContain(code);
    expect(read.score).toBeGreaterThanOrEqual(80);
    expect(read.score).toBeLessThanOrEqual(100);
  });

  it('reads the Finnish version in Finnish: its headings, its texts, its language', async () => {
    const read = await reading(owner.token, cvId, '?lang=fi');
    expect(read.language).toBe('fi');
    expect(read.text).toContain(FINNISH.current_job_title);
    expect(read.text).toContain(FINNISH.bio_description);
    const headings = read.sections.map((section) => section.heading.toLocaleLowerCase('fi'));
    expect(headings).toContain('työkokemus');
    expect(headings).toContain('koulutus');
    expect(read.problems.map((problem) => problem.code)).not.toContain('no_language');
  });

  it('checks the CV as it is after an edit: a removed phone number is missed, and the score drops', async () => {
    const before = await reading(owner.token, cvId);
    const edit = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      token: owner.token,
      json: { phone: '' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await reading(owner.token, cvId);
    expect(after.text).not.toContain(SAMPLE_CV.phone);
    expect(after.problems).toContainEqual({ code: 'no_phone' });
    expect(after.score).toBeLessThan(before.score);
    const back = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      token: owner.token,
      json: { phone: SAMPLE_CV.phone },
    });
    expect(back.statusCode).toBe(200);
    expect((await reading(owner.token, cvId)).score).toBe(before.score);
  });

  it('names the templates a parser reads better than the CV’s own', async () => {
    const other = await createCv(t, owner.token, {
      ...SAMPLE_CV,
      theme: 'templateB',
      title: 'B',
    }).catch(() => null);
    // The free plan holds one CV: the same CV in another template instead.
    const id = other?.uuid ?? cvId;
    if (!other) {
      const res = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
        token: owner.token,
        json: { theme: 'templateB' },
      });
      expect(res.statusCode).toBe(200);
    }
    const read = await reading(owner.token, id);
    expect(read.theme).toBe('templateB');
    const advice = read.problems.find((problem) => problem.code === 'template_reads_worse');
    expect(advice, JSON.stringify(read.problems)).toBeDefined();
    expect(advice && 'best' in advice ? advice.best : []).not.toContain('templateB');
    await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      token: owner.token,
      json: { theme: 'templateA' },
    });
  });

  it('matches a job ad: the words the CV has and the ones it lacks, in English and in Finnish', async () => {
    const ad =
      'We are hiring a Frontend Developer. You know React and TypeScript well, and Kubernetes and Terraform are a plus. React experience required.';
    const res = await call(t, 'POST', atsUrl(cvId), { token: owner.token, json: { job_ad: ad } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const read = res.json().data as AtsReadingDto;
    expect(read.keywords?.language).toBe('en');
    const found = read.keywords?.found.map((hit) => hit.text.toLowerCase()) ?? [];
    const missing = read.keywords?.missing.map((miss) => miss.text.toLowerCase()) ?? [];
    expect(found.join(' ')).toContain('react');
    expect(missing.join(' ')).toContain('kubernetes');
    for (const hit of read.keywords?.found ?? [])
      for (const form of hit.forms) expect(read.text.toLowerCase()).toContain(form.toLowerCase());
    // The reading itself is the GET's.
    const { keywords: _k, ...withoutKeywords } = read;
    expect(withoutKeywords).toEqual(await reading(owner.token, cvId));

    const fiAd = 'Etsimme ohjelmistokehittäjää, jolla on kokemusta Reactista ja Kubernetesista.';
    const fi = await call(t, 'POST', atsUrl(cvId), {
      token: owner.token,
      json: { job_ad: fiAd, lang: 'fi' },
    });
    expect(fi.statusCode, fi.body.slice(0, 300)).toBe(200);
    const fiRead = fi.json().data as AtsReadingDto;
    expect(fiRead.language).toBe('fi');
    expect(fiRead.keywords?.language).toBe('fi');
    const fiFound = fiRead.keywords?.found.map((hit) => hit.text.toLowerCase()).join(' ') ?? '';
    expect(fiFound).toContain('ohjelmistokehittäj');
  });

  it('refuses a job ad that is not text, empty or too long, naming the field, and stores nothing', async () => {
    const rows = await storedRows(t.database);
    const refused: Array<[string, object | string]> = [
      ['a number', { job_ad: 42 }],
      ['an object', { job_ad: { text: 'React' } }],
      ['an array', { job_ad: ['React'] }],
      ['null', { job_ad: null }],
      ['missing', {}],
      ['empty', { job_ad: '   ' }],
      ['one character too long', { job_ad: 'a'.repeat(LIMITS.jobAd + 1) }],
      ['a control character', { job_ad: 'React\u0000' }],
      ['an unknown language', { job_ad: 'React', lang: 'sv' }],
      ['a body that is a list', [{ job_ad: 'React' }]],
    ];
    for (const [what, body] of refused) {
      const res = await call(t, 'POST', atsUrl(cvId), { token: owner.token, json: body as object });
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
    }
    const notJson = await call(t, 'POST', atsUrl(cvId), {
      token: owner.token,
      raw: '{"job_ad": "React',
      type: 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    const longest = await call(t, 'POST', atsUrl(cvId), {
      token: owner.token,
      json: { job_ad: 'React '.repeat(LIMITS.jobAd / 6).trim() },
    });
    expect(longest.statusCode, longest.body.slice(0, 200)).toBe(200);
    expect(await storedRows(t.database)).toEqual(rows);
  });

  it('never writes a job ad to the log, sent well or refused', async () => {
    logged.length = 0;
    const secret = 'Zyxwvutsrq-confidential-role at Quuxcorp';
    for (const job_ad of [secret, `${secret}\u0000`]) {
      await call(t, 'POST', atsUrl(cvId), { token: owner.token, json: { job_ad } });
    }
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('Zyxwvutsrq');
  });

  it('gives a stranger, a signed-out caller and a made-up id nothing', async () => {
    const stranger = await newOwner(t, 'atsx');
    for (const method of ['GET', 'POST'] as const) {
      const json = method === 'POST' ? { job_ad: 'React' } : undefined;
      const theirs = await call(t, method, atsUrl(cvId), { token: stranger.token, json });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain(SAMPLE_CV.email);
      const nobody = await call(t, method, atsUrl(cvId), { json });
      expect(nobody.statusCode).toBe(401);
      const madeUp = await call(t, method, atsUrl('00000000-0000-4000-8000-000000000000'), {
        token: owner.token,
        json,
      });
      expect(madeUp.statusCode).toBe(404);
      const notAnId = await call(t, method, atsUrl('not-a-uuid'), { token: owner.token, json });
      expect(notAnId.statusCode).toBe(400);
    }
  });
});

describe('the public checker’s page', () => {
  let web: Awaited<ReturnType<typeof startWithVisitorPages>>;
  beforeAll(async () => {
    web = await startWithVisitorPages('ats');
  });
  afterAll(() => web.close());

  it('is drawn on the server in the visitor’s language, with its own description and no PDF code', async () => {
    for (const [lng, heading, description] of [
      ['en', 'Free ATS check for any CV', 'Free ATS CV checker'],
      ['fi', 'Ilmainen ATS-tarkistus mille tahansa CV:lle', 'Ilmainen ATS-tarkistus CV:lle'],
    ] as const) {
      const res = await call(web.app, 'GET', `/ats-check?lng=${lng}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${lng}"`);
      expect(res.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(res.body).toMatch(new RegExp(`<meta name="description" content="${description}`));
      expect(res.body).not.toMatch(/check-in-browser|pdf\.worker/);
    }
  });
});
