import { SetUsernamePage } from '@/features/auth/components/set-username-page';

export const Component = SetUsernamePage;
