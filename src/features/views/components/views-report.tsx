/**
 * A range's views: totals, per day (chart and table), per channel, per language, per version's own
 * link (a job application's), link previews.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/domain/languages';
import { CHANNELS, type ViewStats } from '@/domain/view-stats';
import type { StatsFormat } from '../format';
import { rankedCounts, totalsOf, type CountRow } from '../stats-rows';
import { CountTable, type CountTableProps } from './count-table';
import { DailyChart } from './daily-chart';
import { DailyTable } from './daily-table';

export function ViewsReport({
  stats,
  format,
  applicationNames,
}: {
  stats: ViewStats;
  format: StatsFormat;
  /** The company of each of the owner's applications, by its id: its version's link's name. */
  applicationNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('views');
  const totals = totalsOf(stats.days);
  const channels = rankedCounts(stats.channels, CHANNELS);
  const languages = rankedCounts(stats.languages, LANGUAGES);
  const previews = rankedCounts(stats.previews, CHANNELS);
  const versions = rankedCounts(stats.versions, Object.keys(stats.versions));
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
      <RankedSection
        group="channels"
        rows={labelled(channels, (key) => t(`channels.names.${key}`))}
        format={format}
      />
      <RankedSection
        group="languages"
        rows={labelled(languages, (key) => t(`languages.names.${key}`))}
        format={format}
      />
      {versions.length ? (
        <Section title={t('versions.title')}>
          <Typography variant="body2" color="text.secondary">
            {t('versions.intro')}
          </Typography>
          <CountTable
            caption={t('versions.caption')}
            nameHeader={t('versions.application')}
            countHeader={t('versions.views')}
            rows={labelled(versions, (key) => applicationNames.get(key) ?? t('versions.deleted'))}
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
            rows={labelled(previews, (key) => t(`channels.names.${key}`))}
            format={format}
          />
        ) : (
          <Typography>{t('previews.none')}</Typography>
        )}
      </Section>
    </Stack>
  );
}

/** Each row of counts with its name in the reader's language. */
function labelled<K extends string>(rows: readonly CountRow<K>[], label: (key: K) => string) {
  return rows.map(({ key, count }) => ({ key, label: label(key), count }));
}

const NAME_HEADER = { channels: 'channels.channel', languages: 'languages.language' } as const;

/** Views per channel or per language version, largest first, under its heading; none, no section. */
function RankedSection({
  group,
  rows,
  format,
}: Pick<CountTableProps, 'rows' | 'format'> & { group: keyof typeof NAME_HEADER }) {
  const { t } = useTranslation('views');
  if (!rows.length) return null;
  return (
    <Section title={t(`${group}.title`)}>
      <CountTable
        caption={t(`${group}.caption`)}
        nameHeader={t(NAME_HEADER[group])}
        countHeader={t(`${group}.views`)}
        rows={rows}
        format={format}
      />
    </Section>
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
