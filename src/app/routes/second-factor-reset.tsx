import { SecondFactorResetPage } from '@/features/auth/components/second-factor-reset-page';

export const Component = SecondFactorResetPage;
