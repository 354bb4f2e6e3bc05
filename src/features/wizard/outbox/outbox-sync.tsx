import { useOutboxSync } from './use-outbox-sync';

/** Mounted (lazily) only for signed-in users, so visitors never download the outbox code. */
export default function OutboxSync() {
  useOutboxSync();
  return null;
}
