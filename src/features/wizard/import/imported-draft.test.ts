import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from '@/domain/json-resume';
import { cvCreateSchema } from '@/domain/cv';
import { TEST_CV as SAMPLE } from '@/templates/sample-cv';
import { emptyDraft } from '../model/draft';
import { hasTypedContent, importedDraft } from './imported-draft';

const TEST_CV = cvCreateSchema.parse(SAMPLE);

const read = (text: string) => {
  const result = fromJsonResume(text);
  if (!result.ok) throw new Error(result.reason);
  return result.cv;
};

describe('a JSON Resume file over the wizard’s draft', () => {
  it('our own export fills every field the CV had, and the draft keeps its id and step', () => {
    const draft = { ...emptyDraft(), step: 'template', title: 'For Nordic Apps' };
    const cv = read(JSON.stringify(toJsonResume({ ...TEST_CV, language: 'fi' })));
    const filled = importedDraft(draft, cv);
    expect(filled).toMatchObject({
      draftId: draft.draftId,
      step: 'template',
      title: 'For Nordic Apps',
      first_name: TEST_CV.first_name,
      last_name: TEST_CV.last_name,
      email: TEST_CV.email,
      phone: TEST_CV.phone,
      current_job_title: TEST_CV.current_job_title,
      bio_description: TEST_CV.bio_description,
      theme: TEST_CV.theme,
      language: 'fi',
      languagePicked: true,
    });
    const noId = <T extends { uuid: string }>({ uuid: _, ...row }: T) => row;
    expect(filled.experiences.map(noId)).toEqual(TEST_CV.experiences.map(noId));
    expect(filled.educations.map(noId)).toEqual(TEST_CV.educations.map(noId));
    expect(filled.skills.map(({ uuid: _, ...skill }) => skill)).toEqual(
      TEST_CV.skills.map(({ uuid: _, ...skill }) => skill),
    );
    expect(filled.links.map((l) => [l.link_type, l.url])).toEqual(
      TEST_CV.links.map((l) => [l.link_type, l.url]),
    );
  });

  it('an empty draft takes the file’s CV name; a file without a language leaves the draft’s', () => {
    const draft = { ...emptyDraft(), language: 'fi' as const };
    const filled = importedDraft(draft, read(JSON.stringify({ basics: { name: 'Aino V' } })));
    expect(filled.language).toBe('fi');
    expect(filled.languagePicked).toBeUndefined();
    expect(filled.first_name).toBe('Aino');
    const named = importedDraft(draft, read(JSON.stringify(toJsonResume(TEST_CV))));
    expect(named.title).toBe(TEST_CV.title);
  });

  it('asks before replacing: a draft with anything typed has content, a named one does not', () => {
    expect(hasTypedContent({ ...emptyDraft(), title: 'Mine' })).toBe(false);
    expect(hasTypedContent({ ...emptyDraft(), phone: ' 040 ' })).toBe(true);
    expect(hasTypedContent({ ...emptyDraft(), skills: [TEST_CV.skills[0]!] })).toBe(true);
    const section = { uuid: crypto.randomUUID(), title: 'Talks', entries: [] };
    expect(hasTypedContent({ ...emptyDraft(), custom_sections: [section] })).toBe(true);
  });
});
