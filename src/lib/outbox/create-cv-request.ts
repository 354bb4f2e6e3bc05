/** A draft as create_cv receives it: the cleaned payload and the multipart form that carries it. */
import type { CvCreateInput, CvDraftContent } from '@/domain/cv';
import { withoutBlankRows } from '@/domain/cv-rows';
import { moreRowsOf } from '@/domain/section-rows';

/** What create_cv receives: blank rows dropped, text trimmed, 'fi' only when the draft says fi. */
export function toCreatePayload(draft: CvDraftContent): CvCreateInput {
  const kept = withoutBlankRows(draft);
  const { experiences, educations, skills, links } = kept;
  return {
    title: (draft.title ?? '').trim(),
    theme: draft.theme,
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    current_job_title: draft.current_job_title.trim(),
    bio_title: draft.bio_title.trim(),
    bio_description: draft.bio_description.trim(),
    language: draft.language === 'fi' ? 'fi' : 'en',
    experiences,
    educations,
    skills: skills.map(({ skill_name, proficiency }) => ({
      skill_name: skill_name.trim(),
      proficiency,
    })),
    links: links.map(({ link_type, url }) => ({ link_type, url: url.trim() })),
    ...moreRowsOf(kept),
    custom_sections: kept.custom_sections,
  };
}

/** create_cv's multipart form: scalar fields as text, the lists as JSON, the photo as a file. */
export function toFormData(payload: CvCreateInput, photo: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (photo) form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return form;
}
