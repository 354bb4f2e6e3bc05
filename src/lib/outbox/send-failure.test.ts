import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { toApiFailure } from '@/lib/api-errors';
import { classifySendFailure, isRefusal, retryDelayMs } from './send-failure';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

/** The error axios throws when create_cv answers `status` with `data`. */
function answered(status: number, data: unknown): AxiosError {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

const classify = (error: unknown, online = true) =>
  classifySendFailure(toApiFailure(error), online);

describe('why a CV from the outbox was not created', () => {
  it('a 5xx while online is a server failure, with the server’s own words when it sent any', () => {
    expect(
      classify(
        answered(500, {
          detail: 'Something went wrong on our side.',
          error_code: 'internal_error',
        }),
      ),
    ).toEqual({
      kind: 'server',
      status: 500,
      detail: 'Something went wrong on our side.',
    });
    expect(
      classify(answered(503, { detail: 'The service is temporarily unavailable.' })),
    ).toMatchObject({
      kind: 'server',
      status: 503,
    });
  });

  it('a proxy’s HTML page or an empty body gives no detail (the screen says it in its own words)', () => {
    expect(classify(answered(502, '<html><body>Bad Gateway</body></html>'))).toEqual({
      kind: 'server',
      status: 502,
      detail: null,
    });
    expect(classify(answered(504, ''))).toEqual({ kind: 'server', status: 504, detail: null });
  });

  it('a 5xx is a server failure even if the browser believes it is offline: it was answered', () => {
    expect(classify(answered(500, {}), false)).toMatchObject({ kind: 'server', status: 500 });
  });

  it('no answer at all is offline, whatever navigator.onLine says', () => {
    const network = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    expect(classify(network, true)).toEqual({ kind: 'offline' });
    expect(classify(network, false)).toEqual({ kind: 'offline' });
  });

  it('a timeout is a server failure while online and offline otherwise', () => {
    const timeout = new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED', config, {});
    expect(classify(timeout, true)).toEqual({ kind: 'server', status: null, detail: null });
    expect(classify(timeout, false)).toEqual({ kind: 'offline' });
    const clarified = new AxiosError('timeout', 'ETIMEDOUT', config, {});
    expect(classify(clarified, true)).toMatchObject({ kind: 'server' });
  });

  it('a failure outside HTTP is not called offline while the device is online', () => {
    expect(classify(new Error('QuotaExceededError'), true)).toMatchObject({ kind: 'server' });
    expect(classify(new Error('QuotaExceededError'), false)).toEqual({ kind: 'offline' });
  });

  it('a 4xx the user must act on is refused, with the spec’s parsed message', () => {
    const failure = classify(answered(400, { email: ['Enter a valid e-mail address.'] }));
    expect(failure).toMatchObject({ kind: 'refused', status: 400 });
    expect(failure.kind === 'refused' && failure.error.text).toBe(
      'email: Enter a valid e-mail address.',
    );
    expect(classify(answered(403, { detail: 'One CV', error_code: 'plan_limit' }))).toMatchObject({
      kind: 'refused',
      status: 403,
    });
  });

  it('401, 408 and 429 are not refusals: the CV stays and is sent again', () => {
    for (const status of [401, 408, 429]) {
      expect(isRefusal(status)).toBe(false);
      expect(classify(answered(status, { detail: 'later' }))).toMatchObject({
        kind: 'server',
        status,
      });
    }
    for (const status of [400, 403, 404, 409, 413, 415, 422]) expect(isRefusal(status)).toBe(true);
    for (const status of [200, 302, 500, 502, 503, 504]) expect(isRefusal(status)).toBe(false);
  });
});

describe('when a CV that could not be sent is tried again', () => {
  const schedule = { firstMs: 4_000, maxMs: 300_000 };

  it('doubles the wait after each failure in a row, up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, schedule))).toEqual([
      4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
    ]);
    expect(retryDelayMs(1_000, schedule)).toBe(300_000);
  });

  it('treats a count below one (a first try) as the first failure', () => {
    expect(retryDelayMs(0, schedule)).toBe(4_000);
  });
});
