import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCv } from '@/api/cv-queries';
import { SharePanel } from '@/components/share/share-panel';
import { shareUrl } from '@/components/share/share-url';

/** 'CV ready': the public address, copy, share, and the way back to the dashboard. */
export function CompletedPage() {
  const { cvId } = useParams();
  const { t } = useTranslation('wizard');
  const cv = useCv(cvId);
  useDocumentTitle(t('cvReady.title'));
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h1">{t('cvReady.title')}</Typography>
        <Typography color="text.secondary">{t('cvReady.subtitle')}</Typography>
      </Stack>
      <Card>
        <CardContent>
          {cv.isPending ? (
            <Stack role="status" aria-label={t('cvReady.loading')}>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : cv.isError ? (
            <Typography color="error">{t('cvReady.cvnotfound')}</Typography>
          ) : (
            <SharePanel
              url={shareUrl(window.location.origin, cv.data.username, cv.data.slug)}
              title={cv.data.title}
            />
          )}
        </CardContent>
      </Card>
      <Button variant="contained" component={RouterLink} to={paths.dashboard.getHref()}>
        {t('cvReady.goToDashboard')}
      </Button>
    </Stack>
  );
}
