import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * A step in its final layout while the draft is read from the device: the progress, the title, a
 * field and the bottom bar where the step puts them, so nothing moves when the step arrives (and
 * the server draws it as the wizard's first HTML).
 */
export function WizardStepSkeleton() {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth="sm"
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
      sx={{
        py: { xs: 2, md: 5 },
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
      }}
    >
      <Box>
        <Skeleton variant="text" width={88} sx={{ mb: 0.75, fontSize: '0.875rem' }} />
        <Skeleton variant="rounded" height={6} />
      </Box>
      <Box>
        <Skeleton variant="text" width="70%" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }} />
        <Skeleton variant="text" sx={{ mt: 1 }} />
        <Skeleton variant="text" width="80%" />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="rounded" height={56} />
      </Box>
      <Box sx={{ py: 1.5, mx: -2, px: 2, borderTop: 1, borderColor: 'divider' }}>
        <Skeleton variant="rounded" width={112} height={44} sx={{ ml: 'auto' }} />
      </Box>
    </Container>
  );
}
