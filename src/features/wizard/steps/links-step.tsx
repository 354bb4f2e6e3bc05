import { useTranslation } from 'react-i18next';
import { LinkTypeIcon } from '@/components/link-icon';
import { isLinkType } from '@/domain/cv-rows';
import { runtimeKeys } from '@/lib/translate';
import { ListStep } from '../components/list-step';

export function LinksStep() {
  const { t } = useTranslation('wizard');
  return (
    <ListStep
      list="links"
      dense
      heading={(link) => t(`linkTypes.${link.link_type}`)}
      look={(link) => ({
        choice: (_field, type) => ({
          label: runtimeKeys(t)(`linkTypes.${type}`),
          icon: isLinkType(type) ? <LinkTypeIcon type={type} fontSize="small" /> : undefined,
        }),
        urlIcon: <LinkTypeIcon type={link.link_type} fontSize="small" />,
      })}
    />
  );
}
