/**
 * A draft finished in the wizard as the CV it becomes: what create_cv is sent, and what the
 * device shows of the CV until the server has it.
 */
import { CV_CREATE_DEFAULTS, resolveTheme, type CvContent, type CvDraftContent } from './cv';
import { withoutBlankRows } from './cv-rows';
import { moreRowsOf } from './section-rows';

/** Blank rows dropped, text trimmed, 'fi' only when the draft says fi; create_cv's defaults for the rest. */
export function contentOfDraft(draft: CvDraftContent): CvContent {
  const kept = withoutBlankRows(draft);
  const { experiences, educations, skills, links } = kept;
  return {
    title: (draft.title ?? '').trim(),
    theme: resolveTheme(draft.theme),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    current_job_title: draft.current_job_title.trim(),
    bio_title: draft.bio_title.trim(),
    bio_description: draft.bio_description.trim(),
    language: draft.language === 'fi' ? 'fi' : 'en',
    is_public: CV_CREATE_DEFAULTS.is_public,
    pdf_qr_code: CV_CREATE_DEFAULTS.pdf_qr_code,
    experiences,
    educations,
    skills: skills.map((skill) => ({ ...skill, skill_name: skill.skill_name.trim() })),
    links: links.map((link) => ({ ...link, url: link.url.trim() })),
    ...moreRowsOf(kept),
    custom_sections: kept.custom_sections,
    section_order: draft.section_order,
    hidden_sections: draft.hidden_sections,
    design: draft.design,
  };
}
