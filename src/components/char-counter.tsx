import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** "n/max", turning red with " - Max length reached" at the limit. */
export function CharCounter({ count, max, id }: { count: number; max: number; id?: string }) {
  const { t } = useTranslation('wizard');
  const full = count >= max;
  return (
    <Typography
      id={id}
      component="span"
      variant="caption"
      aria-live="polite"
      sx={{ color: full ? 'error.main' : 'text.secondary', fontWeight: full ? 700 : 400 }}
    >
      {t('bio.counter', { count, max })}
      {full ? t('bio.maxReached') : ''}
    </Typography>
  );
}
