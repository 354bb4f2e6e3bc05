import { SecondStepPage } from '@/features/auth/components/second-step-page';

export const Component = SecondStepPage;
