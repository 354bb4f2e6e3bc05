import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newsletterSubscribeSchema } from '@/domain/newsletter';
import { api } from '@/lib/api-client';

export type SubscribeInput = z.output<typeof newsletterSubscribeSchema>;

/** Starts a double opt-in; the answer is the same for every address (its message says what next). */
export async function subscribeNewsletter(input: SubscribeInput): Promise<string> {
  const answer = await api.post<{ data: { message: string } }>('/newsletter/subscribe/', input);
  return answer.data.data.message;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
