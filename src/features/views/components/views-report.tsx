/** A range's views: totals, per day (chart and table), per channel, per language, link previews. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/domain/languages';
import { CHANNELS, type ViewStats } from '@/domain/view-stats';
import type { StatsFormat } from '../format';
import { rankedCounts, totalsOf } from '../stats-rows';
import { CountTable } from './count-table';
import { DailyChart } from './daily-chart';
import { DailyTable } from './daily-table';

export function ViewsReport({ stats, format }: { stats: ViewStats; format: StatsFormat }) {
  const { t } = useTranslation('views');
  const totals = totalsOf(stats.days);
  const channels = rankedCounts(stats.channels, CHANNELS);
  const languages = rankedCounts(stats.languages, LANGUAGES);
  const previews = rankedCounts(stats.previews, CHANNELS);
  return (
    <Stack spacing={3}>
      <div>
        <CountTable
          bars={false}
          caption={t('totals.caption', { count: stats.days.length })}
          nameHeader={t('totals.what')}
          countHeader={t('totals.count')}
          rows={(['views', 'visitors', 'previews'] as const).map((key) => ({
            key,
            label: t(`totals.${key}`),
            count: totals[key],
          }))}
          format={format}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('totals.visitorsNote')}
        </Typography>
      </div>
      <Section title={t('daily.title')}>
        <DailyChart days={stats.days} format={format} />
        <DailyTable days={stats.days} format={format} />
      </Section>
      {channels.length ? (
        <Section title={t('channels.title')}>
          <CountTable
            caption={t('channels.caption')}
            nameHeader={t('channels.channel')}
            countHeader={t('channels.views')}
            rows={channels.map(({ key, count }) => ({
              key,
              label: t(`channels.names.${key}`),
              count,
            }))}
            format={format}
          />
        </Section>
      ) : null}
      {languages.length ? (
        <Section title={t('languages.title')}>
          <CountTable
            caption={t('languages.caption')}
            nameHeader={t('languages.language')}
            countHeader={t('languages.views')}
            rows={languages.map(({ key, count }) => ({
              key,
              label: t(`languages.names.${key}`),
              count,
            }))}
            format={format}
          />
        </Section>
      ) : null}
      <Section title={t('previews.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('previews.intro')}
        </Typography>
        {previews.length ? (
          <CountTable
            caption={t('previews.caption')}
            nameHeader={t('previews.site')}
            countHeader={t('previews.count')}
            rows={previews.map(({ key, count }) => ({
              key,
              label: t(`channels.names.${key}`),
              count,
            }))}
            format={format}
          />
        ) : (
          <Typography>{t('previews.none')}</Typography>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
