import type { CallOptions } from '@/lib/api-client';

/** For calls made without a session (login, sign-up, links): a 401 there is an answer, not an expired token. */
export const PUBLIC_CALL: CallOptions = { skipAuthRefresh: true };
