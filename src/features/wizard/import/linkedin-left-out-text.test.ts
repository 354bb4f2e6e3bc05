/** What LinkedIn's export held that the draft does not is said, each in a sentence, in both languages. */
import { describe, expect, it } from 'vitest';
import { fromLinkedIn, readLinkedInCsvs } from '@/domain/linkedin';
import { ENGLISH_EXPORT } from '@/domain/linkedin/export-for-tests';
import { wizardTranslateIn } from '@/lib/i18n-for-tests';
import { linkedInLeftOutText } from './linkedin-left-out-text';

const files = readLinkedInCsvs(
  Object.entries(ENGLISH_EXPORT).map(([name, text]) => ({ name, text })),
);
if ('problem' in files) throw new Error(files.problem);
const found = fromLinkedIn(files, 'en');

describe('what the LinkedIn import leaves out', () => {
  it('says each thing left out in a sentence, in English and Finnish', () => {
    for (const lng of ['en', 'fi'] as const) {
      const t = wizardTranslateIn(lng);
      const lines = found.leftOut.map((item) => linkedInLeftOutText(item, t));
      for (const line of lines) expect(line).not.toMatch(/wizardEnds|linkedin\.|undefined|\{\{/);
      expect(lines.join('\n')).toContain('Profile.csv');
    }
  });
});
