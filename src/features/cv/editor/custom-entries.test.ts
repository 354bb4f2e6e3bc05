import { describe, expect, it } from 'vitest';
import type { CvContent } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { emptyCustomEntry } from '@/domain/section-rows';
import { withCustomEntry, withoutCustomEntry } from './custom-entries';
import { AINO } from './cv-for-tests';

const entry = (title: string) => ({ ...emptyCustomEntry(), title });
const cvWith = (...titles: string[]): CvContent => ({
  ...AINO,
  custom_sections: [
    { uuid: crypto.randomUUID(), title: 'Awards', entries: [entry('Other')] },
    { uuid: crypto.randomUUID(), title: 'Volunteering', entries: titles.map(entry) },
  ],
});
const titles = (cv: CvContent, section = 1) =>
  cv.custom_sections[section]?.entries.map((e) => e.title);

describe('the entries of an own section', () => {
  it('adds a blank entry at the end of that section only', () => {
    const cv = cvWith('Mentor');
    const added = withCustomEntry(cv, 1);
    expect(titles(added)).toEqual(['Mentor', '']);
    expect(added.custom_sections[0]).toBe(cv.custom_sections[0]);
    expect(titles(cv)).toEqual(['Mentor']);
  });

  it('adds none at the limit, nor to a section that is not there', () => {
    const full = cvWith(...Array.from({ length: LIMITS.customEntries }, (_, i) => `E${i}`));
    expect(withCustomEntry(full, 1)).toBe(full);
    expect(withCustomEntry(full, 7)).toBe(full);
  });

  it('removes the entry asked for, but never the last one', () => {
    const cv = cvWith('A', 'B', 'C');
    expect(titles(withoutCustomEntry(cv, 1, 1))).toEqual(['A', 'C']);
    const one = cvWith('A');
    expect(withoutCustomEntry(one, 1, 0)).toBe(one);
  });
});
