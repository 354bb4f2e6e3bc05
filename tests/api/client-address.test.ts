/**
 * The address a per-address limit counts: a client's own, whatever X-Forwarded-For it writes,
 * unless the request comes from a balancer named in TRUST_PROXY; then the client that balancer
 * saw. IPv6 clients are counted by their /64. The username check (30 a minute per address) is the
 * limit these tests spend.
 */
import { describe, expect, it } from 'vitest';
import { appForFile, call, type TestApp } from './harness';

const PER_MINUTE = 30;
const BALANCER = '10.0.0.5';
const direct = appForFile();
const behindBalancer = appForFile({ TRUST_PROXY: `${BALANCER},10.0.1.0/24` });

const check = (t: TestApp, ip: string, forwardedFor?: string) =>
  call(t, 'GET', '/api/users/username-available/?username=some_name', {
    ip,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

/** Statuses of `n` checks, the i-th sent as `send(i)`. */
async function statuses(n: number, send: (i: number) => ReturnType<typeof check>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await send(i)).statusCode);
  return codes;
}

const allowedThenRefused = [...Array<number>(PER_MINUTE).fill(200), 429];

describe('without TRUST_PROXY', () => {
  it('a forged X-Forwarded-For does not give a client a fresh limit', async () => {
    const codes = await statuses(PER_MINUTE + 1, (i) =>
      check(direct, '192.0.2.10', `198.51.100.${i}`),
    );
    expect(codes).toEqual(allowedThenRefused);
    const refused = await check(direct, '192.0.2.10', '203.0.113.99');
    expect(refused.json()).toMatchObject({ error_code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address it named is not the one refused.
    expect((await check(direct, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped one as its IPv4 address', async () => {
    const codes = await statuses(PER_MINUTE + 1, (i) =>
      check(direct, `2001:db8:aa:1::${(i + 1).toString(16)}`),
    );
    expect(codes).toEqual(allowedThenRefused);
    expect((await check(direct, '2001:db8:aa:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await check(direct, '2001:db8:aa:2::1')).statusCode).toBe(200);

    await statuses(PER_MINUTE, () => check(direct, '192.0.2.20'));
    expect((await check(direct, '::ffff:192.0.2.20')).statusCode).toBe(429);
  });
});

describe('behind a balancer named in TRUST_PROXY', () => {
  it('counts the client the balancer saw, each client on its own', async () => {
    const codes = await statuses(PER_MINUTE + 1, () =>
      check(behindBalancer, BALANCER, '203.0.113.7'),
    );
    expect(codes).toEqual(allowedThenRefused);
    // Another client of the same balancer, and one behind a balancer of the named range.
    expect((await check(behindBalancer, BALANCER, '203.0.113.8')).statusCode).toBe(200);
    expect((await check(behindBalancer, '10.0.1.9', '203.0.113.7')).statusCode).toBe(429);
  });

  it('a forged entry before the one the balancer appended changes nothing', async () => {
    const codes = await statuses(PER_MINUTE + 1, (i) =>
      check(behindBalancer, BALANCER, `198.51.100.${i}, 203.0.113.9`),
    );
    expect(codes).toEqual(allowedThenRefused);
  });

  it('ignores the header of a stranger who connects directly', async () => {
    const codes = await statuses(PER_MINUTE + 1, (i) =>
      check(behindBalancer, '192.0.2.30', `${BALANCER}, 198.51.100.${i}`),
    );
    expect(codes).toEqual(allowedThenRefused);
    // What it named was never counted.
    expect((await check(behindBalancer, BALANCER, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client behind it by its /64', async () => {
    const codes = await statuses(PER_MINUTE + 1, (i) =>
      check(behindBalancer, BALANCER, `2001:db8:bb:1:${(i + 1).toString(16)}::1`),
    );
    expect(codes).toEqual(allowedThenRefused);
    expect((await check(behindBalancer, BALANCER, '2001:db8:bb:2::1')).statusCode).toBe(200);
  });
});
