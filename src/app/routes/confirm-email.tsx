import { ConfirmEmailPage } from '@/features/account/components/confirm-email-page';

export const Component = ConfirmEmailPage;
