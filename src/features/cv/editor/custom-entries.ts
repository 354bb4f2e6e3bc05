/** Adding and removing the entries of a section of the owner's own, as the editor's buttons do. */
import type { CvContent } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { emptyCustomEntry } from '@/domain/section-rows';

function withEntries(
  cv: CvContent,
  section: number,
  change: (entries: CvContent['custom_sections'][number]['entries']) => typeof entries | null,
): CvContent {
  const own = cv.custom_sections[section];
  const entries = own && change(own.entries);
  if (!own || !entries) return cv;
  const custom_sections = cv.custom_sections.map((s, i) => (i === section ? { ...s, entries } : s));
  return { ...cv, custom_sections };
}

/** A new blank entry at the end of the section at `section` (nothing at its limit). */
export const withCustomEntry = (cv: CvContent, section: number): CvContent =>
  withEntries(cv, section, (entries) =>
    entries.length < LIMITS.customEntries ? [...entries, emptyCustomEntry()] : null,
  );

/** The section's entries without the one at `index`; its last entry stays (the section does). */
export const withoutCustomEntry = (cv: CvContent, section: number, index: number): CvContent =>
  withEntries(cv, section, (entries) =>
    entries.length > 1 ? entries.filter((_, i) => i !== index) : null,
  );
