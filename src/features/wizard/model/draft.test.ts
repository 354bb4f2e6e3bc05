import { describe, expect, it } from 'vitest';
import { contentOfDraft } from '@/domain/finished-draft';
import { draftFromCv, draftIn, emptyDraft, storedDraft } from './draft';

describe('a draft read back from the device', () => {
  it('keeps what was stored and fills fields a newer version added', () => {
    const draft = storedDraft({ draftId: 'd-1', title: 'Frontend developer', step: 'bio' });
    expect(draft).toMatchObject({ draftId: 'd-1', title: 'Frontend developer', step: 'bio' });
    expect(draft?.experiences).toEqual([]);
    expect(draft?.links).toEqual([]);
  });

  it('gives a draft from before "More sections" its empty lists, and keeps them once filled', () => {
    const old = storedDraft({ draftId: 'd-2', first_name: 'Aino', step: 'links' });
    expect(old).toMatchObject({
      projects: [],
      certificates: [],
      language_skills: [],
      custom_sections: [],
    });
    const language = { uuid: crypto.randomUUID(), language: 'Suomi', level: 'native' as const };
    const stored = JSON.parse(JSON.stringify({ ...old, language_skills: [language] }));
    expect(storedDraft(stored)?.language_skills).toEqual([language]);
  });

  it('is none when nothing usable is stored', () => {
    for (const value of [undefined, null, 'text', 3, []]) expect(storedDraft(value)).toBeNull();
  });
});

describe('a CV the server refused', () => {
  it("becomes the draft again, with its own id (the create's key) and the step to fix", () => {
    const draft = { ...emptyDraft(), title: 'Refused CV', phone: '040 1', language: 'fi' as const };
    const content = contentOfDraft(draft);
    const back = draftFromCv(content, 'd-7', 'links');
    expect(back).toEqual({
      ...draft,
      draftId: 'd-7',
      step: 'links',
      theme: content.theme,
      languagePicked: true,
    });
    expect(back).not.toHaveProperty('is_public');
    expect(contentOfDraft(back)).toEqual(content);
  });
});

describe('the CV language of a draft', () => {
  it('brings the bio heading along in its own words while the user has not written one', () => {
    const english = draftIn(emptyDraft(), 'en');
    expect(english).toMatchObject({ language: 'en', bio_title: 'About Me' });
    const finnish = draftIn(english, 'fi');
    expect(finnish).toMatchObject({ language: 'fi', bio_title: 'Minusta' });
    expect(draftIn(finnish, 'en').bio_title).toBe('About Me');
    // An older draft's Finnish default follows too.
    expect(draftIn({ ...english, bio_title: 'Tietoa minusta' }, 'en').bio_title).toBe('About Me');
  });

  it("keeps the user's own heading", () => {
    const own = { ...emptyDraft(), bio_title: 'Profiili' };
    expect(draftIn(own, 'en')).toMatchObject({ language: 'en', bio_title: 'Profiili' });
  });
});
