/** The public checker's report: the job ad is compared in the browser, in the page's language. */
import { useTranslation } from 'react-i18next';
import type { AtsReading } from '@/domain/ats/check';
import { toLanguage } from '@/domain/languages';
import { compareInBrowser } from '../pdf/check-in-browser';
import { AtsReport } from './ats-report';

export default function PublicReport({ reading }: { reading: AtsReading }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <AtsReport
      reading={reading}
      compare={(ad) => Promise.resolve(compareInBrowser(ad, reading.text, language))}
    />
  );
}
