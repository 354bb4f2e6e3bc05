/** Counts and days in the user's language: days are UTC dates (`YYYY-MM-DD`), as the server counts. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDayMonth, formatWeekDay } from '@/lib/formats';

export function useStatsFormat() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      number: (value: number) => formatCount(t, value),
      /** Under the chart's axis: "27/11", "27.11.". */
      shortDay: (day: string) => formatDayMonth(t, day),
      /** In the table: "Fri, 27 Nov 2026", "pe 27.11.2026". */
      longDay: (day: string) => formatWeekDay(t, day),
    }),
    [t],
  );
}

export type StatsFormat = ReturnType<typeof useStatsFormat>;
