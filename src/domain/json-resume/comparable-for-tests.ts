/**
 * For tests only: a CV as a JSON Resume round trip keeps it. Row and section ids are the import's
 * own (an import gives every row a new one), so rows are compared without them and the order and
 * hidden sections name the owner's sections by place; the visibility and the PDF's QR code choice
 * are settings, not in the file.
 */
import type { CvContent } from '@/domain/cv';
import { LIST_SECTIONS, customKey, type ListSectionKey } from '@/domain/sections';
import type { ImportedCv } from './from-json-resume';

const noIds = <T extends { uuid: string }>(rows: readonly T[]) =>
  rows.map(({ uuid: _id, ...row }) => row);
/** A list's rows without their ids, whichever list it is. */
const rowsOf = (cv: Pick<CvContent, ListSectionKey>, list: ListSectionKey): object[] =>
  noIds<{ uuid: string }>(cv[list]);

/** A stored CV (`CvContent`) or an imported one. */
export function comparable(cv: ImportedCv & Partial<Pick<CvContent, 'is_public' | 'pdf_qr_code'>>) {
  const places = new Map<string, string>(
    cv.custom_sections.map((s, i) => [customKey(s.uuid), `custom:#${i}`]),
  );
  const byPlace = (keys: string[]) => keys.map((key) => places.get(key) ?? key);
  const { is_public: _visibility, pdf_qr_code: _qrCode, ...rest } = cv;
  return {
    ...rest,
    ...Object.fromEntries(LIST_SECTIONS.map((list) => [list, rowsOf(cv, list)])),
    custom_sections: cv.custom_sections.map((s) => ({ title: s.title, entries: noIds(s.entries) })),
    section_order: byPlace(cv.section_order),
    hidden_sections: byPlace(cv.hidden_sections),
  };
}
