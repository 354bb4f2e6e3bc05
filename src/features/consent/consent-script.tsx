/** Loads the cookie-consent banner when the server names a provider id, in the interface language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';
import { COOKIEBOT_SCRIPT_ID, planConsentScript } from './cookiebot';

/** The provider's own banner, left from the previous load; it is drawn again in the new language. */
const BANNER_IDS = ['CybotCookiebotDialog', 'CybotCookiebotDialogBodyUnderlay'];

function applyPlan(id: string | null | undefined, language: string) {
  const present = document.getElementById(COOKIEBOT_SCRIPT_ID);
  const plan = planConsentScript(
    present
      ? { cbid: present.getAttribute('data-cbid'), culture: present.getAttribute('data-culture') }
      : null,
    id,
    language,
  );
  if (plan.action === 'none') return;
  if (plan.action === 'remove' || plan.action === 'reload') {
    present?.remove();
    BANNER_IDS.forEach((bannerId) => document.getElementById(bannerId)?.remove());
  }
  if (plan.action === 'insert' || plan.action === 'reload') {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(plan.attributes)) script.setAttribute(name, value);
    script.async = true;
    document.head.prepend(script);
  }
}

/** Renders nothing; mount it once in the root layout. Without COOKIE_CONSENT_ID it loads nothing. */
export function ConsentScript() {
  const { data } = useAppConfig();
  const { i18n } = useTranslation();
  const id = data?.cookie_consent_id;
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (data === undefined) return;
    applyPlan(id, language);
  }, [data, id, language]);
  return null;
}
