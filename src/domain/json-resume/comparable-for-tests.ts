/**
 * For tests only: a CV as a JSON Resume round trip keeps it. Row and section ids are the import's
 * own (an import gives every row a new one), so rows are compared without them and the order and
 * hidden sections name the owner's sections by place; the visibility and the PDF's QR code choice
 * are settings, not in the file.
 */
import type { CvContent } from '@/domain/cv';
import { customKey } from '@/domain/sections';
import type { ImportedCv } from './from-json-resume';

const noIds = <T extends { uuid: string }>(rows: T[]) => rows.map(({ uuid: _id, ...row }) => row);

/** A stored CV (`CvContent`) or an imported one. */
export function comparable(cv: ImportedCv & Partial<Pick<CvContent, 'is_public' | 'pdf_qr_code'>>) {
  const places = new Map<string, string>(
    cv.custom_sections.map((s, i) => [customKey(s.uuid), `custom:#${i}`]),
  );
  const byPlace = (keys: string[]) => keys.map((key) => places.get(key) ?? key);
  const {
    is_public: _visibility,
    pdf_qr_code: _qrCode,
    experiences,
    educations,
    skills,
    links,
    projects,
    certificates,
    language_skills,
    interests,
    ...rest
  } = cv;
  return {
    ...rest,
    experiences: noIds(experiences),
    educations: noIds(educations),
    skills: noIds(skills),
    links: noIds(links),
    projects: noIds(projects),
    certificates: noIds(certificates),
    language_skills: noIds(language_skills),
    interests: noIds(interests),
    custom_sections: cv.custom_sections.map((s) => ({ title: s.title, entries: noIds(s.entries) })),
    section_order: byPlace(cv.section_order),
    hidden_sections: byPlace(cv.hidden_sections),
  };
}
