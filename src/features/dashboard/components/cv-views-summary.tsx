/**
 * A CV's views in the last 30 days on its dashboard card: a sparkline, the total in words, and the
 * way to the full view. Nothing while the count is not here (offline, loading, failed): the card
 * is whole without it, and its texts are asked for only once there is something to say.
 */
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sum } from '@/components/charts/chart-scale';
import { Sparkline } from '@/components/charts/sparkline';
import { paths } from '@/config/paths';
import { STATS_RANGES } from '@/domain/view-stats';
import { useViewStats } from '@/api/view-stats';

const DAYS = STATS_RANGES[0];

export function CvViewsSummary({ cvId, describedBy }: { cvId: string; describedBy: string }) {
  const stats = useViewStats(cvId, DAYS);
  if (!stats.data) return null;
  return (
    <Suspense fallback={null}>
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
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Sparkline values={views} />
      <Typography variant="body2" sx={{ flex: '1 1 8rem' }}>
        {t('card.total', { count: sum(views), days: DAYS })}
      </Typography>
      <Button
        size="small"
        startIcon={<InsightsIcon />}
        href={paths.cvViews.getHref(cvId)}
        aria-describedby={describedBy}
      >
        {t('card.open')}
      </Button>
    </Stack>
  );
}
