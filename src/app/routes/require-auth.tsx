import { RequireAuth } from '@/features/auth/components/require-auth';

export const Component = RequireAuth;
