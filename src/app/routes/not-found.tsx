import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography
          aria-hidden
          sx={{ fontSize: '5rem', fontWeight: 800, color: 'secondary.light', lineHeight: 1 }}
        >
          {t('notFound.code')}
        </Typography>
        <Typography variant="h1">{t('notFound.title')}</Typography>
        <Typography color="text.secondary">{t('notFound.message')}</Typography>
        <Button variant="contained" href={paths.home.getHref()}>
          {t('common.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}

export const Component = NotFoundRoute;
