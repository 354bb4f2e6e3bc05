/**
 * The page's CV store: every CV and job application of the signed-in owner on this device (src/lib/cv-store/record-store.ts),
 * and one sender of its waiting changes at a time (src/lib/cv-store/sync.ts). A write asks for a
 * sending at once; the sync hook (use-cv-sync.ts) sends again on start, on reconnect and with backoff.
 */
import type { CvContent, CvDto } from '@/domain/cv';
import type { CvTranslations } from '@/domain/cv-translations';
import { noMoreRows } from '@/domain/section-rows';
import type { StoredRecord } from '@/lib/local-data/database';
import { store, userIdAtom, usernameAtom } from '@/lib/state';
import { applicationsOnServerCvs } from './application-cvs';
import { pageApplicationTransport, pageCvTransport } from './cv-transport';
import { applicationRules, cvRules, type CvDoc } from './kinds';
import { createRecordStore, statusOf, together, type RecordStatus } from './record-store';
import { sendWaiting, type SyncRun } from './sync';

export const cvStore = createRecordStore(cvRules);
/** The owner's job applications, each with its version of a CV; sent after the CVs. */
export const applicationStore = createRecordStore(applicationRules);

/** One sending of CVs and then applications, told as one. */
function bothRuns(cvs: SyncRun, applications: SyncRun): SyncRun {
  const sent = cvs.sent + applications.sent;
  const created = [...cvs.created, ...applications.created];
  return applications.done ? { done: true, sent, created } : { ...applications, sent, created };
}

type RunListener = (run: SyncRun, userId: string) => void;
const listeners = new Set<RunListener>();

/** Told of every finished sending (the sync hook retries and refreshes from it). */
export function onCvSyncRun(listener: RunListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what waits for the signed-in owner; asked while sending, it sends once more after. */
export function syncCvs(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const userId = store.get(userIdAtom);
      if (!userId) return;
      const failed = (): SyncRun => ({
        done: false,
        sent: 0,
        created: [],
        reason: 'server',
        attempts: 1,
      });
      // CVs first: an application names a CV the server must have.
      const cvs = await sendWaiting(cvStore, userId, pageCvTransport).catch(failed);
      const applications = cvs.done
        ? await applicationsOnServerCvs(cvStore, applicationStore, userId)
            .then(() => sendWaiting(applicationStore, userId, pageApplicationTransport))
            .catch(failed)
        : null;
      const run = applications ? bothRuns(cvs, applications) : cvs;
      listeners.forEach((listener) => listener(run, userId));
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

let persistAsked = false;

/**
 * Asks the browser once to keep this site's data when space runs low, the first time the owner's
 * work is kept here (a browser that says no still keeps it, at its own discretion).
 */
export function askToKeepData(): void {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * The owner's change of a CV: on the device at once, then sent if a network is there; answers
 * where it stands after that sending (saved on the server, waiting here, refused, or asking). A
 * device that cannot keep it (storage full or blocked) throws, and the screen keeps what was typed.
 */
export async function saveCvChange(
  userId: string,
  id: string,
  change: (doc: CvDoc) => CvDoc,
  photo: Blob | null = null,
  /** Told once the change is on the device, before it is sent. */
  onKept: () => void = () => undefined,
): Promise<{ status: RecordStatus; cv: CvDto | null }> {
  const record = await cvStore.recordOf(userId, id);
  if (!record) throw new Error(`no CV ${id} on this device`);
  await together(async () => {
    await cvStore.edit(userId, record.id, change);
    if (photo) await cvStore.setPhoto(userId, record.id, photo);
  });
  askToKeepData();
  onKept();
  await syncCvs();
  const now = await cvStore.recordOf(userId, id);
  if (!now) return { status: { state: 'saved' }, cv: null };
  return { status: statusOf(now, await cvStore.waitingOf(now)), cv: now.server ? cvOf(now) : null };
}

/**
 * A CV finished in the wizard: the first change of a CV that starts on the phone. It is on the
 * device at once (the draft's id is its create's key: a second tap or a replay makes no second CV),
 * its photo sent right after it; then it is sent if a network is there. Answers the record and
 * where it stands after that sending.
 */
export async function createCv(
  userId: string,
  draftId: string,
  content: CvContent,
  photo: Blob | null,
  /** Its versions in other languages, sent by edit_cv once it is made (kinds.ts, `creates`). */
  translations: CvTranslations = {},
): Promise<{ record: StoredRecord; status: RecordStatus }> {
  const made = await together(async () => {
    const record = await cvStore.create(userId, { ...content, slug: null, translations }, draftId);
    if (photo && record.serverId === null) await cvStore.setPhoto(userId, record.id, photo);
    return record;
  });
  askToKeepData();
  await syncCvs();
  const record = (await cvStore.recordOf(userId, made.id)) ?? made;
  return { record, status: statusOf(record, await cvStore.waitingOf(record)) };
}

/**
 * The CV a record stands for: the server's last answer with this device's changes on it, and for
 * one the server does not have yet (made here, or kept after a delete) what the server would add.
 * A list (or the design) added to the product since the record was stored reads as empty.
 */
export function cvOf(record: StoredRecord): CvDto {
  // The store keeps the server's answers and the documents made of them.
  const server = record.server as CvDto | null;
  return { ...addedLater(), ...(server ?? notYetOnServer(record)), ...(record.local as CvDoc) };
}

/** What a record stored before these fields came reads as: no rows, no design choices. */
const addedLater = () => ({ ...noMoreRows(), design: {} });

function notYetOnServer(record: StoredRecord): Omit<CvDto, keyof CvDoc> {
  const now = new Date(record.updatedAt).toISOString();
  return {
    uuid: record.id,
    username: store.get(usernameAtom),
    user: record.userId,
    photo: null,
    translation_status: {},
    version: 0,
    created_at: now,
    updated_at: now,
  };
}
