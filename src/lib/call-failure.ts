/** What the api client (./api-client.ts) throws: apart, so reading a failure loads no client. */
/**
 * Why a call failed: the server's answer (`response`, any status but 2xx), or none: no network
 * (`ERR_NETWORK`), none in time (`ECONNABORTED`), or cancelled (`ERR_CANCELED`: by its caller, or
 * the session changed while it waited).
 */
export class CallFailure extends Error {
  constructor(
    readonly code: 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED',
    readonly method: string,
    readonly url: string,
    readonly response?: { status: number; data: unknown; headers: Headers },
  ) {
    super(
      response
        ? `${method} ${url} answered ${response.status}`
        : `${method} ${url} failed (${code})`,
    );
    this.name = 'CallFailure';
  }
}

export const isCallFailure = (error: unknown): error is CallFailure => error instanceof CallFailure;
