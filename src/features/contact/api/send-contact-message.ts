import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@/domain/contact';
import { api } from '@/lib/api-client';

/** POST /contact/contact-us/: stores the message and mails it to the team; answers with a thank-you. */
export async function sendContactMessage(input: ContactMessage): Promise<string> {
  const answer = await api.post<{ data: { message: string } }>('/contact/contact-us/', input);
  return answer.data.data.message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
