import { LoginPage } from '@/features/auth/components/login-page';

export const Component = LoginPage;
