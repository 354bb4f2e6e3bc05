/**
 * The one sender of create_cv, for the app and the service worker alike: an outbox entry goes out
 * as the multipart form with its draft id as Idempotency-Key (a replay never makes a second CV),
 * and whatever came back is sorted into created, refused, offline or a server failure. Each caller
 * brings its own transport: the app its axios client (which renews the session on a 401), the
 * worker plain fetch with the mirrored token.
 */
import type { ApiFailure } from '@/lib/api-errors';
import type { OutboxEntry } from '@/lib/local-data/outbox-store';
import { toCreatePayload, toFormData } from './create-cv-request';
import { classifySendFailure, type SendFailure } from './send-failure';

/** create_cv's path under the API's base address. */
export const CREATE_CV_PATH = '/cv/create_cv/';

export interface CreateCvTransport {
  /** Posts to `path` (under /api); resolves with the answer's body when it is a success, else throws. */
  post(path: string, form: FormData, headers: Record<string, string>): Promise<unknown>;
  /** What `post` threw, read as an API failure. */
  failureOf(error: unknown): ApiFailure;
  /** Whether the device believed it was online when the call failed. */
  isOnline(): boolean;
}

export type CreateCvOutcome =
  | { kind: 'created'; uuid: string }
  /** `cause` is what the transport threw, for a caller that must fail with it. */
  | (SendFailure & { cause: unknown });

function uuidOf(body: unknown): string | null {
  const uuid = (body as { data?: { uuid?: unknown } } | null)?.data?.uuid;
  return typeof uuid === 'string' && uuid ? uuid : null;
}

export async function sendCreateCv(
  entry: Pick<OutboxEntry, 'id' | 'payload' | 'photo'>,
  transport: CreateCvTransport,
): Promise<CreateCvOutcome> {
  try {
    const body = await transport.post(
      CREATE_CV_PATH,
      toFormData(toCreatePayload(entry.payload), entry.photo),
      { 'Idempotency-Key': entry.id },
    );
    const uuid = uuidOf(body);
    if (uuid) return { kind: 'created', uuid };
    // A success we cannot read waits to be sent again: the same Idempotency-Key answers the same CV.
    const cause = new Error('create_cv answered without the new CV’s uuid');
    return { kind: 'server', status: null, detail: null, missingId: true, cause };
  } catch (cause) {
    return {
      ...classifySendFailure(transport.failureOf(cause), transport.isOnline()),
      cause,
    };
  }
}
