/**
 * A CV made in the wizard that the server refused to make (a field to fix, the plan's limit) goes
 * back into the wizard's draft, at the step that holds the refused field, with its photo. It
 * leaves the CV store only once the draft on the device has it.
 */
import type { CvContent } from '@/domain/cv';
import { cvStore } from '@/lib/cv-store/cv-store';
import { isOwnCreate } from '@/lib/cv-store/record-store';
import type { StoredChange, StoredRecord } from '@/lib/local-data/database';
import { draftFromCv } from '../model/draft';
import { stepForField, type StepId } from '../model/steps';
import { restoreDraft } from './draft-state';
import { recordReturnedProblem } from './returned-problem';

export type Refusal = NonNullable<StoredChange['refusal']>;

/**
 * The refused creates of CVs made in the wizard (a draft's id is its CV's create key), with their
 * records. A CV kept after a delete elsewhere is refused on its own page, never put into the draft.
 */
export async function refusedCreates(
  userId: string,
): Promise<Array<{ record: StoredRecord; refusal: Refusal }>> {
  const records = new Map((await cvStore.recordsOf(userId)).map((r) => [r.key, r]));
  return (await cvStore.changesOf(userId)).flatMap((change) => {
    const record = records.get(change.recordKey);
    return record?.serverId === null && change.refusal && isOwnCreate(change, record)
      ? [{ record, refusal: change.refusal }]
      : [];
  });
}

/** Puts the refused CV back into the draft; answers the step to fix it on. */
export async function takeBackRefused(
  userId: string,
  record: StoredRecord,
  refusal: Refusal,
): Promise<StepId> {
  const step = stepForField(refusal.field);
  // The store keeps the document the wizard made.
  const draft = draftFromCv(record.local as CvContent, record.id, step);
  if (refusal.status === 400 && refusal.field)
    recordReturnedProblem(draft, refusal.field, refusal.message);
  const photo =
    (await cvStore.waitingOf(record)).findLast((change) => change.op === 'photo')?.photo ?? null;
  if (await restoreDraft(draft, photo)) await cvStore.withdraw(userId, record.id);
  return step;
}
