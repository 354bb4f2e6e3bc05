import type { AxiosAuthRefreshRequestConfig } from 'axios-auth-refresh';

/** For calls made without a session (login, sign-up, links): a 401 there is an answer, not an expired token. */
export const PUBLIC_CALL: AxiosAuthRefreshRequestConfig = { skipAuthRefresh: true };
