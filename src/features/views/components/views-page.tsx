/**
 * /cv/{id}/views: who saw the owner's CV over the last 30 or 90 days (`?days=`), counted on the
 * server without cookies. A private CV is not counted, which the page says.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChoiceToggle } from '@/components/choice-toggle';
import { STATS_RANGES } from '@/domain/view-stats';
import { useCv } from '@/api/cv-queries';
import { useViewStats } from '@/api/view-stats';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CvSubpageHeading } from '@/components/cv-subpage-heading';
import { useStatsFormat } from '../format';
import { totalsOf } from '../stats-rows';
import { ViewsEmpty } from './views-empty';
import { ViewsReport } from './views-report';
import { useKeepScreen } from '@/lib/kept-screen';
import { useLocalApplications } from '@/lib/cv-store/use-local-applications';

const DAYS_PARAM = 'days';
type Range = `${(typeof STATS_RANGES)[number]}`;
const RANGES = STATS_RANGES.map((days): Range => `${days}`);
const isRange = (value: string | null): value is Range =>
  (RANGES as readonly (string | null)[]).includes(value);

export function ViewsPage() {
  const { t } = useTranslation('views');
  const { cvId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(DAYS_PARAM);
  const range: Range = isRange(asked) ? asked : RANGES[0]!;
  const days = Number(range);
  const cv = useCv(cvId);
  const stats = useViewStats(cvId, days);
  const format = useStatsFormat();
  useDocumentTitle(t('title'));
  useKeepScreen(Boolean(stats.data && cv.data));
  const totals = stats.data ? totalsOf(stats.data.days) : null;
  const applications = useLocalApplications();
  const applicationNames = new Map(
    (applications ?? []).map((application) => [application.id, application.doc.company]),
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2.5}>
        <CvSubpageHeading
          cvId={cvId}
          back={t('back')}
          title={t('title')}
          subtitle={cv.data?.title}
        />
        <Typography variant="body2" color="text.secondary">
          {t('privacy')}
        </Typography>
        {cv.data && !cv.data.is_public ? <Alert severity="info">{t('private')}</Alert> : null}
        <ChoiceToggle
          label={t('range.label')}
          value={range}
          options={RANGES.map((value) => ({
            value,
            label: t('range.days', { count: Number(value) }),
          }))}
          onChange={(next) =>
            setSearch(next === RANGES[0] ? {} : { [DAYS_PARAM]: next }, { replace: true })
          }
          sx={{ alignSelf: 'flex-start' }}
        />
        {stats.isError && !stats.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void stats.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('failed')}
          </Alert>
        ) : !stats.data || !totals ? (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('loading')}</Typography>
          </Stack>
        ) : totals.views + totals.previews === 0 ? (
          <ViewsEmpty cvId={cvId} />
        ) : (
          <ViewsReport stats={stats.data} format={format} applicationNames={applicationNames} />
        )}
      </Stack>
    </Container>
  );
}
