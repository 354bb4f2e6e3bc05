/**
 * The wizard's door to the shared outbox (src/lib/outbox): a finished draft goes in only once its
 * last keystrokes are on the device, with its own id as the Idempotency-Key.
 */
import { enqueue as enqueueCv, type OutboxEntry } from '@/lib/outbox/outbox';
import type { DraftCv } from '../model/draft';
import { flushDraftWrites } from '../state/draft-state';

export {
  flushEntry,
  flushOutbox,
  isWaiting,
  onOutboxResult,
  removeFromOutbox,
  type SendResult,
  type WaitingResult,
} from '@/lib/outbox/outbox';

export async function enqueue(draft: DraftCv, photo: Blob | null): Promise<OutboxEntry> {
  await flushDraftWrites();
  return enqueueCv({ id: draft.draftId, payload: draft, photo });
}
