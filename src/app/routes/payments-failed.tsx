import { PaymentFailedPage } from '@/features/payments/components/payment-failed-page';

export const Component = PaymentFailedPage;
