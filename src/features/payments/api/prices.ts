import { useQuery } from '@tanstack/react-query';
import type { PriceDto } from '@/domain/payments';
import { api } from '@/lib/api-client';

export async function getPrices(): Promise<PriceDto[]> {
  return (await api.get<{ data: PriceDto[] }>('/payments/stripe/prices/')).data.data;
}

/** The paid plans' prices; only asked for when paid plans are on sale. */
export function usePrices(enabled: boolean) {
  return useQuery({ queryKey: ['payments', 'prices'], queryFn: getPrices, enabled, retry: false });
}
