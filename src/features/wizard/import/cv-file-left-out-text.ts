/** What a CV file held that the draft does not, each in one line the user can act on. */
import type { CvFileLeftOut } from '@/domain/cv-file/cv-file-import';
import type { Translate } from '@/domain/validation-messages';
import { leftOutText } from './left-out-text';

const KEY = 'wizardEnds:cvFile.leftOut';

export function cvFileLeftOutText(item: CvFileLeftOut, t: Translate): string {
  switch (item.kind) {
    case 'place':
      return t(`${KEY}.place`, { value: item.value });
    case 'unplaced':
      return item.heading === null
        ? t(`${KEY}.top`, { lines: item.lines.join(' · ') })
        : t(`${KEY}.section`, { heading: item.heading, lines: item.lines.join(' · ') });
    default:
      return leftOutText(item, t);
  }
}
