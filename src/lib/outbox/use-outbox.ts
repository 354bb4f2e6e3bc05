/** The signed-in account's CVs still in the outbox, oldest first, live (the dashboard lists them). */
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxOf, type OutboxEntry } from '@/lib/local-data/outbox-store';
import { useAtomValue, userIdAtom } from '@/lib/state';

export function useOutbox(): OutboxEntry[] | undefined {
  const userId = useAtomValue(userIdAtom);
  return useLiveQuery(() => (userId ? outboxOf(userId) : []), [userId]);
}
