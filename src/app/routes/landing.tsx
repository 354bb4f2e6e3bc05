import { LandingPage } from '@/features/marketing/components/landing-page';

export const Component = LandingPage;
