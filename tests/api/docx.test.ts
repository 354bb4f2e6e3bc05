/**
 * The owner's CV as a Word document: real Word headings (Title, Heading 1 for each section,
 * Heading 2 for each entry) in the CV's order, the text in reading order, the document's language
 * (fi-FI for the Finnish version), the photo where the template has one, named after the person;
 * nothing for anyone else.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import preview from '@/templates/sample-cvs/preview-en.json' with { type: 'json' };
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call } from './harness';
import { createCvWithPhoto, newOwner } from './owner-helpers';

const t = appForFile();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The document's parts, and its paragraphs as [style, text]. */
function readDocx(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const part = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const body = part('word/document.xml');
  const paragraphs = [...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map(
    (match) => {
      const inner = match[1] ?? match[2] ?? '';
      const style = /<w:pStyle w:val="([^"]+)"/.exec(inner)?.[1] ?? 'Normal';
      const text = [...inner.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((run) => run[1])
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'");
      return [style, text] as const;
    },
  );
  return { files, part, paragraphs };
}

async function docxOf(token: string, id: string, query = '') {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/docx/${query}`, { token });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(DOCX);
  return res;
}

describe('the Word document of a CV', () => {
  it('has Word headings in the CV’s order, its text in reading order, its language and the photo', async () => {
    const owner = await newOwner(t, 'docx');
    // Every section there is: the sample CV's More sections and an own one too.
    const { projects, certificates, language_skills, interests, custom_sections } = preview;
    const treasurer = {
      role: 'Treasurer',
      organization: 'Kallio Sports Club',
      start_date: '2019-01-01',
      end_date: null,
      description: 'Kept the books.',
    };
    const cv = await createCvWithPhoto(t, owner.token, {
      theme: 'templateB',
      ...{ projects, certificates, language_skills, interests, custom_sections },
      volunteering: [treasurer],
    });
    const res = await docxOf(owner.token, cv.uuid);
    expect(res.headers['content-disposition']).toContain('filename="Aino-Virtanen-CV.docx"');
    const { paragraphs, part, files } = readDocx(res.rawPayload);

    expect(paragraphs[0]?.[1] === '' || paragraphs[0]?.[0] === 'Title').toBe(true);
    expect(paragraphs.find(([style]) => style === 'Title')?.[1]).toBe('Aino Virtanen');
    const headings = paragraphs.filter(([style]) => style === 'Heading1').map(([, text]) => text);
    expect(headings.slice(0, 4)).toEqual([
      SAMPLE_CV.bio_title,
      'Experience',
      'Education',
      'Skills',
    ]);
    for (const heading of ['Links', 'Projects', 'Certificates', 'Languages', 'Interests'])
      expect(headings).toContain(heading);
    for (const own of custom_sections) expect(headings).toContain(own.title);
    const entries = paragraphs.filter(([style]) => style === 'Heading2').map(([, text]) => text);
    expect(entries).toContain(SAMPLE_CV.experiences[0]!.role);
    expect(entries).toContain(projects[0]!.name);
    expect(entries).toContain(treasurer.role);

    // Every field, in reading order: the name, the contact, the bio, then each job's parts.
    const text = paragraphs.map(([, words]) => words).join('\n');
    const job = SAMPLE_CV.experiences[0]!;
    let at = -1;
    for (const piece of [
      'Aino Virtanen',
      SAMPLE_CV.current_job_title,
      SAMPLE_CV.email,
      SAMPLE_CV.phone,
      SAMPLE_CV.bio_description,
      job.role,
      job.company_name,
      job.description,
      SAMPLE_CV.educations[0]!.institution,
      SAMPLE_CV.skills[0]!.skill_name,
    ]) {
      const found = text.indexOf(piece, at + 1);
      expect(found, `"${piece}" after ${at}`).toBeGreaterThan(at);
      at = found;
    }
    expect(part('word/styles.xml')).toContain('<w:lang w:val="en-GB"');
    expect(part('word/styles.xml')).toContain('w:styleId="Heading1"');
    expect(part('docProps/core.xml')).toContain('Aino Virtanen – CV');
    expect(Object.keys(files).some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('gives the Finnish version its Finnish headings and fi-FI, and Classic no photo', async () => {
    const owner = await newOwner(t, 'docxfi');
    const cv = await createCvWithPhoto(t, owner.token, { theme: 'templateA' });
    const edit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { translations: { fi: { current_job_title: 'Frontend-kehittäjä' } } },
    });
    expect(edit.statusCode).toBe(200);
    const res = await docxOf(owner.token, cv.uuid, '?lang=fi');
    expect(res.headers['content-disposition']).toContain('filename="Aino-Virtanen-CV-fi.docx"');
    const { paragraphs, part, files } = readDocx(res.rawPayload);
    expect(paragraphs.find(([style]) => style === 'Subtitle')?.[1]).toBe('Frontend-kehittäjä');
    const headings = paragraphs.filter(([style]) => style === 'Heading1').map(([, text]) => text);
    expect(headings).toContain('Työkokemus');
    expect(headings).toContain('Koulutus');
    expect(part('word/styles.xml')).toContain('<w:lang w:val="fi-FI"');
    expect(Object.keys(files).some((name) => name.startsWith('word/media/'))).toBe(false);
  });

  it('is in the CV’s design: its typeface named with a stand-in, its accent, its page format', async () => {
    const owner = await newOwner(t, 'docxdesign');
    const name = 'Łukasz Nguyễn Šťastný, Ääkkönen';
    const cv = await createCvWithPhoto(t, owner.token, {
      theme: 'templateC',
      current_job_title: name,
      design: JSON.stringify({ typeface: 'mono', accent: '#6a1b9a', page: 'letter' }),
    });
    const { part, paragraphs } = readDocx((await docxOf(owner.token, cv.uuid)).rawPayload);
    expect(paragraphs.find(([style]) => style === 'Subtitle')?.[1]).toBe(name);
    const styles = part('word/styles.xml');
    // The text in Inter, the name and headings in IBM Plex Mono, in the chosen purple.
    expect(styles).toContain('w:ascii="Inter"');
    expect(styles).toContain('w:ascii="IBM Plex Mono"');
    expect(styles).toContain('w:color w:val="6A1B9A"');
    const table = part('word/fontTable.xml');
    expect(table).toContain(
      '<w:font w:name="Inter"><w:altName w:val="Arial"/><w:family w:val="swiss"/>',
    );
    expect(table).toContain(
      '<w:font w:name="IBM Plex Mono"><w:altName w:val="Consolas"/><w:family w:val="modern"/>',
    );
    expect(part('word/document.xml')).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);

    // Back to the template's own: its fonts, its colour, A4, and no table of fonts to stand in.
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { design: {} },
    });
    const own = readDocx((await docxOf(owner.token, cv.uuid)).rawPayload);
    expect(own.part('word/styles.xml')).toContain('w:ascii="Arial"');
    expect(own.part('word/styles.xml')).not.toContain('6A1B9A');
    expect(own.part('word/fontTable.xml')).not.toContain('<w:font ');
    expect(own.part('word/document.xml')).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  });

  it('gives a stranger, a signed-out caller and a made-up id nothing', async () => {
    const owner = await newOwner(t, 'docxo');
    const cv = await createCvWithPhoto(t, owner.token);
    const stranger = await newOwner(t, 'docxs');
    const theirs = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/docx/`, {
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(SAMPLE_CV.email);
    expect((await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/docx/`)).statusCode).toBe(401);
    const madeUp = await call(
      t,
      'GET',
      '/api/cv/get_cv/00000000-0000-4000-8000-000000000000/docx/',
      {
        token: owner.token,
      },
    );
    expect(madeUp.statusCode).toBe(404);
    const bad = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/docx/?lang=sv`, {
      token: owner.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
