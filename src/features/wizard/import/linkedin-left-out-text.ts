/** What LinkedIn's export held that the draft does not, each in one line the user can act on. */
import type { LinkedInLeftOut } from '@/domain/linkedin';
import { LINKEDIN_FILE_NAMES } from '@/domain/linkedin/files';
import type { Translate } from '@/domain/validation-messages';
import { fieldName, leftOutText } from './left-out-text';

const KEY = 'wizardEnds:linkedin.leftOut';

export function linkedInLeftOutText(item: LinkedInLeftOut, t: Translate): string {
  switch (item.kind) {
    case 'date':
      return t(`${KEY}.date_${item.reason}`, {
        field: fieldName(item.field, t),
        value: item.value,
      });
    case 'unnamed':
      return t(`${KEY}.unnamed.${item.list}`, { count: item.count });
    case 'columns':
      return t(`${KEY}.columns`, {
        file: LINKEDIN_FILE_NAMES[item.file],
        columns: item.columns
          .map((column) => t(`${KEY}.column`, { name: column.name, count: column.count }))
          .join(', '),
      });
    case 'file':
      return t(`${KEY}.file.${item.reason}`, { name: item.name });
    case 'contact':
      return t(`${KEY}.contact.${item.field}_${item.reason}`, { value: item.value });
    default:
      return leftOutText(item, t);
  }
}
