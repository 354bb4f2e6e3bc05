/**
 * A CV's views in the last 30 days on its dashboard card: a sparkline, the total in words, and the
 * way to the full view. Its place is held while the count comes; nothing where it does not (offline,
 * failed): the card is whole without it, and its texts are asked for only once there is something
 * to say.
 */
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sum } from '@/components/charts/chart-scale';
import { Sparkline } from '@/components/charts/sparkline';
import { paths } from '@/config/paths';
import { STATS_RANGES } from '@/domain/view-stats';
import { useViewStats } from '@/api/view-stats';
import { ViewsSummaryPlace } from './views-summary-place';

const DAYS = STATS_RANGES[0];

export function CvViewsSummary({ cvId, describedBy }: { cvId: string; describedBy: string }) {
  const stats = useViewStats(cvId, DAYS);
  if (!stats.data) return stats.fetchStatus === 'fetching' ? <ViewsSummaryPlace /> : null;
  return (
    <Suspense fallback={<ViewsSummaryPlace />}>
      <Summary
        cvId={cvId}
        describedBy={describedBy}
        views={stats.data.days.map((day) => day.views)}
      />
    </Suspense>
  );
}

function Summary({
  cvId,
  describedBy,
  views,
}: {
  cvId: string;
  describedBy: string;
  views: number[];
}) {
  const { t } = useTranslation('views');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Sparkline values={views} />
      <Stack sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Typography variant="body2">
          {t('card.total', { count: sum(views), days: DAYS })}
        </Typography>
        <Link
          href={paths.cvViews.getHref(cvId)}
          variant="body2"
          aria-describedby={describedBy}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5, fontWeight: 600 }}
        >
          <InsightsIcon fontSize="small" aria-hidden />
          {t('card.open')}
        </Link>
      </Stack>
    </Stack>
  );
}
