import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NEWSLETTER_QUERY_PARAM, isNewsletterOutcome } from '@/domain/newsletter-outcomes';

const SEVERITY = { confirmed: 'success', unsubscribed: 'info', invalid: 'warning' } as const;

/** What a followed newsletter link did (`/?newsletter=confirmed|unsubscribed|invalid`). */
export function NewsletterOutcome() {
  const { t } = useTranslation('landing');
  const [params, setParams] = useSearchParams();
  const outcome = params.get(NEWSLETTER_QUERY_PARAM);
  if (!isNewsletterOutcome(outcome)) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      severity={SEVERITY[outcome]}
      onClose={dismiss}
      role="status"
      closeText={t('newsletterOutcome.close')}
      sx={{ borderRadius: '14px', mb: { xs: 3, md: 5 } }}
    >
      <AlertTitle>{t(`newsletterOutcome.${outcome}.title`)}</AlertTitle>
      {t(`newsletterOutcome.${outcome}.text`)}
    </Alert>
  );
}
