/** Numbers and days in the user's language: days are UTC dates (`YYYY-MM-DD`), as the server counts. */
import { useTranslation } from 'react-i18next';

const LOCALES = { fi: 'fi-FI', en: 'en-GB' } as const;

/** Noon UTC of a `YYYY-MM-DD`: formatted in UTC it is that day wherever the user is. */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

export function useStatsFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fi' ? LOCALES.fi : LOCALES.en;
  const number = new Intl.NumberFormat(locale);
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    number: (value: number) => number.format(value),
    /** Under the chart's axis: "27/11", "27.11.". */
    shortDay: (day: string) => short.format(dayDate(day)),
    /** In the table: "Fri 27 Nov 2026", "pe 27. marrask. 2026". */
    longDay: (day: string) => long.format(dayDate(day)),
  };
}

export type StatsFormat = ReturnType<typeof useStatsFormat>;
