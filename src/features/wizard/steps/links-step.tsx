import { useTranslation } from 'react-i18next';
import { LinkTypeIcon } from '@/components/link-icon';
import { normaliseWebUrl } from '@/domain/cv-fields';
import { LINK_TYPES } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { ListStep } from '../components/list-step';

export function LinksStep() {
  const { t } = useTranslation('wizard');
  const types = LINK_TYPES.map((type) => ({
    value: type,
    label: t(`linkTypes.${type}`),
    icon: <LinkTypeIcon type={type} fontSize="small" />,
  }));
  return (
    <ListStep
      list="links"
      dense
      heading={(link) => t(`linkTypes.${link.link_type}`)}
      fields={(link) => [
        { name: 'link_type', choices: types, minWidth: 170 },
        {
          name: 'url',
          max: LIMITS.url,
          tidy: normaliseWebUrl,
          url: <LinkTypeIcon type={link.link_type} fontSize="small" />,
        },
      ]}
    />
  );
}
