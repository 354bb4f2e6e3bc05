import { PublicAtsPage } from '@/features/ats/components/public-ats-page';

export const Component = PublicAtsPage;
