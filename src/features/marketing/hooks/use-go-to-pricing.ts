import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TIMINGS } from '@/domain/limits';

export const PRICING_SECTION_ID = 'pricing';

export function scrollToPricing() {
  window.setTimeout(() => {
    document
      .getElementById(PRICING_SECTION_ID)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, TIMINGS.pricingScrollDelayMs);
}

/** Pricing lives on the landing page: from elsewhere go there first, then scroll after 100 ms. */
export function useGoToPricing() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.pathname !== paths.home.path) {
      void navigate(paths.home.getHref(), { state: { scrollTo: PRICING_SECTION_ID } });
    } else {
      scrollToPricing();
    }
  }, [location.pathname, navigate]);
}
