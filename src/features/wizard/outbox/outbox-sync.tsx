import { useCvSync } from '@/lib/cv-store/use-cv-sync';
import { useOutboxSync } from './use-outbox-sync';

/**
 * Mounted (lazily) only for signed-in users, so visitors never download the outbox code: sends the
 * wizard's finished CVs and the CV store's waiting changes.
 */
export default function OutboxSync() {
  useOutboxSync();
  useCvSync(true);
  return null;
}
