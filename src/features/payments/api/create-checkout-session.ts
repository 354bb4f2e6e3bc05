import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionDto } from '@/domain/payments';
import { api } from '@/lib/api-client';

export async function createCheckoutSession(priceId: string): Promise<CheckoutSessionDto> {
  const answer = await api.post<{ data: CheckoutSessionDto }>(
    '/payments/stripe/create-checkout-session/',
    { price_id: priceId },
  );
  return answer.data.data;
}

/** Starts Stripe Checkout: the answer's URL is the provider's payment page. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
