/** The daily chart's numbers for screen readers: one row a day that had views or previews. */
import Box from '@mui/material/Box';
import type { StatsDay } from '@/domain/view-stats';
import { useTranslation } from 'react-i18next';
import type { StatsFormat } from '../format';
import { daysWithAny } from '../stats-rows';
import { visuallyHidden } from './visually-hidden';

export function DailyTable({ days, format }: { days: readonly StatsDay[]; format: StatsFormat }) {
  const { t } = useTranslation('views');
  return (
    // A table takes the width of its text whatever it is told: a box around it hides it instead.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{t('daily.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('daily.day')}</th>
            <th scope="col">{t('daily.views')}</th>
            <th scope="col">{t('daily.visitors')}</th>
            <th scope="col">{t('daily.previews')}</th>
          </tr>
        </thead>
        <tbody>
          {daysWithAny(days).map((day) => (
            <tr key={day.date}>
              <th scope="row">{format.longDay(day.date)}</th>
              <td>{format.number(day.views)}</td>
              <td>{format.number(day.visitors)}</td>
              <td>{format.number(day.previews)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
