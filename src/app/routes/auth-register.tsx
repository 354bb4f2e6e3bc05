import { RegisterPage } from '@/features/auth/components/register-page';

export const Component = RegisterPage;
