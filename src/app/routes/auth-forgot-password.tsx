import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';

export const Component = ForgotPasswordPage;
