/** A calendar day (YYYY-MM-DD) as the owner's language writes it: "5 Dec 2026", "5.12.2026". */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const fi = i18n.resolvedLanguage === 'fi';
    const format = new Intl.DateTimeFormat(fi ? 'fi-FI' : 'en-GB', {
      day: 'numeric',
      month: fi ? 'numeric' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.resolvedLanguage]);
}
