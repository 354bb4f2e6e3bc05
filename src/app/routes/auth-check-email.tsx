import { CheckEmailPage } from '@/features/auth/components/check-email-page';

export const Component = CheckEmailPage;
