/** Two-step sign-in in API tests: turning it on, an owner who has it on, and a sign-in's first step. */
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { call, type TestApp } from './harness';
import { PASSWORD, randomIp, signUp } from './users-helpers';

/** The app's code for the step `steps` away from now. */
export const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** The helpers of one test app (`app()` answers it once `beforeAll` has started it). */
export function twoStepHelpers(app: () => TestApp) {
  let n = 0;
  const req = (
    ...[method, url, c]: Parameters<typeof call> extends [TestApp, ...infer R] ? R : never
  ) => call(app(), method, url, { ip: randomIp(), ...c });

  /** Turns two-step sign-in on for the signed-in account. */
  async function turnOn(access: string, body: object = { password: PASSWORD }, lang = 'en') {
    const started = await req('POST', '/api/users/me/totp/', { token: access, json: body });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_url } = started.json().data as { secret: string; otpauth_url: string };
    const confirmed = await req('POST', '/api/users/me/totp/confirm/', {
      token: access,
      json: { code: codeAt(secret) },
      headers: { 'accept-language': lang },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    return { secret, otpauth_url, codes };
  }

  return {
    req,
    turnOn,
    newEmail: (prefix: string) => `${prefix}-${++n}-${Date.now()}@example.com`,

    /** A password account with two-step sign-in on. */
    async owner(prefix: string, lang = 'en') {
      const email = `${prefix}-${++n}-${Date.now()}@example.com`;
      const session = await signUp(app(), email);
      return { email, session, ...(await turnOn(session.tokens.access, undefined, lang)) };
    },

    /** The first step: the token the second takes. */
    async firstStep(email: string, password = PASSWORD, ip = randomIp()) {
      const res = await req('POST', '/api/users/login/', { json: { email, password }, ip });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.tokens).toBeUndefined();
      expect(data.second_factor.methods).toEqual(['totp', 'recovery_code']);
      return data.second_factor.token as string;
    },
  };
}
