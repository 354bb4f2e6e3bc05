import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page';

export const Component = PaymentSuccessPage;
