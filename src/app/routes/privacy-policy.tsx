import { PrivacyPolicyPage } from '@/features/legal/components/legal-page';

export const Component = PrivacyPolicyPage;
