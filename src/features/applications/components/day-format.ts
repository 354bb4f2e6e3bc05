/** A calendar day (YYYY-MM-DD) as the owner's language writes it: "5 Dec 2026", "5.12.2026". */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/formats';

export function useDayFormat(): (day: string) => string {
  const { t } = useTranslation();
  return useCallback((day: string) => formatDay(t, day), [t]);
}
