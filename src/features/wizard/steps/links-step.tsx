import { useTranslation } from 'react-i18next';
import { ListStep } from '../components/list-step';

export function LinksStep() {
  const { t } = useTranslation('wizard');
  return <ListStep list="links" dense heading={(link) => t(`linkTypes.${link.link_type}`)} />;
}
