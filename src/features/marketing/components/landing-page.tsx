import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PRICING_SECTION_ID, scrollToPricing } from '../hooks/use-go-to-pricing';
import { BenefitsSection } from './benefits-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { NewsletterOutcome } from './newsletter-outcome';
import { NewsletterSection } from './newsletter-section';
import { PricingSection } from './pricing-section';

/** The front page: hero with the username claim, benefits, how it works, pricing, newsletter. */
export function LandingPage() {
  const location = useLocation();
  useDocumentTitle(null);

  useEffect(() => {
    const state = location.state as { scrollTo?: string } | null;
    if (state?.scrollTo === PRICING_SECTION_ID || location.hash === `#${PRICING_SECTION_ID}`)
      scrollToPricing();
  }, [location.state, location.hash, location.key]);

  return (
    <>
      <HeroSection notice={<NewsletterOutcome />} />
      <BenefitsSection />
      <HowItWorksSection />
      <PricingSection />
      <NewsletterSection />
    </>
  );
}
