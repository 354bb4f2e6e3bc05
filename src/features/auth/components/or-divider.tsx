import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <Divider sx={{ color: 'text.secondary' }}>
      <Typography variant="body2" component="span" sx={{ px: 1 }}>
        {t('auth.or')}
      </Typography>
    </Divider>
  );
}
