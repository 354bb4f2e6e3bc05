/** No views yet: how to get some, and the way to where the CV is shared from. */
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function ViewsEmpty({ cvId }: { cvId: string }) {
  const { t } = useTranslation('views');
  return (
    <Card variant="outlined" component="section" aria-labelledby="views-empty-title">
      <Stack spacing={1.5} sx={{ p: 2.5 }}>
        <Typography id="views-empty-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('empty.text')}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ShareIcon />} href={paths.cv.getHref(cvId)}>
            {t('empty.share')}
          </Button>
          <Button href={paths.dashboard.getHref()}>{t('empty.dashboard')}</Button>
        </Stack>
      </Stack>
    </Card>
  );
}
