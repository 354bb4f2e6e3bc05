import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './not-found';

/** Shown when a screen fails to load (e.g. a chunk missing after a deploy) instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1">{t('common.default_error')}</Typography>
        <Button variant="contained" onClick={() => window.location.assign(paths.home.getHref())}>
          {t('common.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
