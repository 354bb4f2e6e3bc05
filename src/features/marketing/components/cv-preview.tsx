/** The sample CV drawn by a real template at phone width; loaded lazily so the hero paints first. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/domain/languages';
import { runtimeKeys } from '@/lib/translate';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView } from '@/templates/registry';
import { sampleCv } from '@/templates/sample-cv';

export default function CvPreview() {
  const { t, i18n } = useTranslation('templates');
  const language = toLanguage(i18n.resolvedLanguage);
  const labels = useMemo(() => buildTemplateLabels(runtimeKeys(t)), [t]);
  const cv = useMemo(() => sampleCv(language), [language]);
  return <TemplateView theme="templateB" cv={cv} labels={labels} />;
}
