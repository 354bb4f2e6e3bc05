/**
 * The CV page before its CV is here, and the server's shell of it (src/config/owner-pages.ts): the
 * final layout without anyone's data (title line, the one row of actions, the sync line, the
 * version switch, the paper), so the CV drawn over it does not move the page.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAGE_SX, SHEET_SX, TITLE_SX, TOOLBAR_SX } from './cv-page-layout';

/** A button's height (the theme's minHeight) and the small toggle group's. */
const BUTTON = 44;
const TOGGLE = 39;

export function CvPageSkeleton() {
  const { t } = useTranslation('cv');
  return (
    <Box sx={PAGE_SX}>
      <Container maxWidth="md">
        <Stack direction="row" aria-hidden sx={TOOLBAR_SX}>
          <Typography component="div" variant="h1" sx={TITLE_SX}>
            <Skeleton width="60%" />
          </Typography>
          <Skeleton variant="rounded" width={96} height={BUTTON} />
          <Skeleton variant="rounded" width={96} height={BUTTON} />
          <Skeleton variant="circular" width={BUTTON} height={BUTTON} sx={{ ml: 'auto' }} />
          {/* From md on, the actions are buttons on two rows (cv-toolbar.tsx). */}
          <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '1 1 100%', height: BUTTON }} />
        </Stack>
        <Typography variant="body2" aria-hidden sx={{ mb: 1.5 }}>
          <Skeleton width={160} />
        </Typography>
        <Box
          aria-hidden
          className="no-print"
          sx={{ display: 'flex', alignItems: 'center', columnGap: 1, mb: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('versions.label')}
          </Typography>
          <Skeleton variant="rounded" width={200} height={TOGGLE} />
        </Box>
        <Box
          role="status"
          aria-label={t('view.loading')}
          sx={{ ...SHEET_SX, minHeight: 600, p: 3 }}
        >
          <Typography color="text.secondary">{t('view.loading')}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
