import { TermsOfServicePage } from '@/features/legal/components/legal-page';

export const Component = TermsOfServicePage;
