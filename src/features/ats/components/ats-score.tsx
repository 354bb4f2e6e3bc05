/** The score as a ring with its number, and a sentence on what it means. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** At or above: read well; below FAIR: much is missed. */
const GOOD = 85;
const FAIR = 60;

export function AtsScore({ score }: { score: number }) {
  const { t } = useTranslation('ats');
  const verdict = score >= GOOD ? 'good' : score >= FAIR ? 'fair' : 'poor';
  const color = score >= GOOD ? 'success' : score >= FAIR ? 'warning' : 'error';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
        <CircularProgress
          variant="determinate"
          value={score}
          size={88}
          thickness={5}
          color={color}
          aria-hidden
        />
        <Typography
          component="span"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: '1.5rem',
          }}
          aria-hidden
        >
          {score}
        </Typography>
      </Box>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('score.label')}: <span data-testid="ats-score">{t('score.outOf', { score })}</span>
        </Typography>
        <Typography color="text.secondary">{t(`score.${verdict}`)}</Typography>
      </Box>
    </Stack>
  );
}
