/**
 * How each list's choices read in its cards, wherever its rows are edited (the steps, the more
 * sections' blocks, an import's review): a skill's level and a language's level in the words the
 * CV shows, a link's type with its icon; anything else as written.
 */
import { useTranslation } from 'react-i18next';
import { LinkTypeIcon } from '@/components/link-icon';
import { isLinkType } from '@/domain/cv-rows';
import type { ListSectionKey } from '@/domain/sections';
import { runtimeKeys } from '@/lib/translate';
import type { RowLook } from './row-fields';

/** Choices as written: an own section's entries have none. */
export const PLAIN_LOOK: RowLook = { choice: (_field, value) => ({ label: value }) };

/** The look of one row of `list` (a link's icon follows its own type). */
export function useRowLook(
  list: ListSectionKey,
): (row: Readonly<Record<string, unknown>>) => RowLook {
  const { t } = useTranslation('wizard');
  const { t: tt } = useTranslation('templates');
  switch (list) {
    case 'skills':
      return () => ({
        choice: (_field, level) => ({ label: runtimeKeys(t)(`proficiency.${level || 'none'}`) }),
      });
    case 'links':
      return (link) => ({
        choice: (_field, type) => ({
          label: runtimeKeys(t)(`linkTypes.${type}`),
          icon: isLinkType(type) ? <LinkTypeIcon type={type} fontSize="small" /> : undefined,
        }),
        urlIcon:
          typeof link.link_type === 'string' && isLinkType(link.link_type) ? (
            <LinkTypeIcon type={link.link_type} fontSize="small" />
          ) : undefined,
      });
    case 'language_skills':
      return () => ({
        choice: (_field, value) => ({ label: runtimeKeys(tt)(`languageLevels.${value}`) }),
      });
    default:
      return () => PLAIN_LOOK;
  }
}
