/** A JSON Resume file's CV laid over the draft: what the file says replaces what the draft holds. */
import type { ImportedCv } from '@/domain/json-resume';
import { MORE_SECTIONS } from '@/domain/section-rows';
import { draftIn, type DraftCv } from '../model/draft';

/** Whether the draft holds anything the user typed beyond the CV's name (importing would replace it). */
export function hasTypedContent(draft: DraftCv): boolean {
  const texts = [
    draft.first_name,
    draft.last_name,
    draft.email,
    draft.phone,
    draft.current_job_title,
    draft.bio_description,
  ];
  const lists = [
    draft.experiences,
    draft.educations,
    draft.skills,
    draft.links,
    ...MORE_SECTIONS.map((list) => draft[list]),
    draft.custom_sections,
  ];
  return texts.some((text) => text.trim()) || lists.some((list) => list.length > 0);
}

export function importedDraft(draft: DraftCv, cv: ImportedCv): DraftCv {
  const { title, bio_title, theme, language, ...content } = cv;
  const filled: DraftCv = {
    ...draft,
    ...content,
    // The name the user already gave this CV stays; the file's is a suggestion for an empty one.
    title: draft.title?.trim() ? draft.title : title || draft.title,
    bio_title: bio_title || draft.bio_title,
    theme: theme || draft.theme,
  };
  return language ? { ...draftIn(filled, language), languagePicked: true } : filled;
}
