/** The brute-force and mail-flood limits of /api/users/… (docs/security.md says why each is so). */
import type { FastifyRequest } from 'fastify';
import { addressKey } from '@server/lib/address-key';
import { authOf } from '@server/plugins/auth';
import {
  bodyEmail,
  perAddress,
  perEmail,
  type RouteCounter,
  type RouteRateLimit,
} from '@server/plugins/rate-limit';

const MINUTE_MS = 60 * 1000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * 60 * 1000;
const MAX_TRIES = 10;
/** Mails one inbox can be sent by sign-up or resend in an hour, from any number of addresses. */
const MAILS_PER_INBOX_HOUR = 5;
/** Failed sign-ins on one account from anywhere after which every try on it waits. */
export const LOGIN_SLOWDOWN_AFTER = 10;
export const LOGIN_SLOWDOWN_MS = 1000;
export const LOGIN_WINDOW_MS = QUARTER_HOUR_MS;

/** Sign-in tries are counted per (account, address) and per address; the account slows down. */
export const loginKeys = (email: string, ip: string) => ({
  pair: `login:pair:${email}:${addressKey(ip)}`,
  address: `login:ip:${addressKey(ip)}`,
  account: `login:account:${email}`,
});

/** A counter per signed-in account: `${name}:user:${id}` (the guard runs before the limit). */
const perUser = (name: string, max: number, windowMs: number): RouteCounter => ({
  key: (request) => `${name}:user:${authOf(request).userId}`,
  max,
  windowMs,
});

/** The account a mailed link's path names (`/…/:uuid/:token/`); checked by the schema after. */
const linkUserOf = ({ params }: FastifyRequest): string =>
  params && typeof params === 'object' && 'uuid' in params && typeof params.uuid === 'string'
    ? params.uuid.slice(0, 64)
    : '';

export const USERS_LIMITS = {
  // Per sender and per target inbox, so one inbox cannot be flooded from many addresses.
  register: {
    counters: [
      perAddress('register', 20, HOUR_MS),
      perEmail('register:inbox', MAILS_PER_INBOX_HOUR, HOUR_MS),
    ],
  },
  resend: {
    counters: [
      perAddress('resend', MAX_TRIES, QUARTER_HOUR_MS),
      perEmail('resend:inbox', MAILS_PER_INBOX_HOUR, HOUR_MS),
    ],
  },
  // Counted before the password is checked, so parallel guesses cannot all slip through.
  login: {
    counters: [
      perAddress('login', 50, LOGIN_WINDOW_MS),
      { key: (r) => loginKeys(bodyEmail(r), r.ip).pair, max: 10, windowMs: LOGIN_WINDOW_MS },
    ],
  },
  // Typing checks a name after each pause; a person needs a few dozen, a list-walker hits the cap.
  usernameAvailable: {
    counters: [
      perAddress('username-available', 30, MINUTE_MS),
      perAddress('username-available:hour', 300, HOUR_MS),
    ],
  },
  forgot: {
    counters: [
      perAddress('forgot', MAX_TRIES, QUARTER_HOUR_MS),
      perEmail('forgot:account', MAX_TRIES, QUARTER_HOUR_MS),
    ],
  },
  // A reset link is a 256-bit secret, so nothing is guessed here; the cap stops a script that
  // walks links or spends argon2 time (a valid link's password is hashed) per address and account.
  resetConfirm: {
    counters: [
      perAddress('reset-confirm', 30, QUARTER_HOUR_MS),
      {
        key: (request) => `reset-confirm:user:${linkUserOf(request)}`,
        max: MAX_TRIES,
        windowMs: QUARTER_HOUR_MS,
      },
    ],
  },
  // The account page asks for the password: each try counts, as sign-in tries do, per account
  // (a stolen session cannot guess on) and per address.
  passwordChange: {
    counters: [
      perUser('password-change', MAX_TRIES, QUARTER_HOUR_MS),
      perAddress('password-change', 50, QUARTER_HOUR_MS),
    ],
  },
  // It also mails the new address: per account, and per target inbox like sign-up.
  emailChange: {
    counters: [
      perUser('email-change', MAX_TRIES, QUARTER_HOUR_MS),
      perAddress('email-change', 50, QUARTER_HOUR_MS),
      perEmail('email-change:inbox', MAILS_PER_INBOX_HOUR, HOUR_MS),
    ],
  },
  // Every rename holds the old name for a month: a loop of renames would hoard names.
  usernameChange: {
    counters: [perUser('username-change', MAX_TRIES, HOUR_MS)],
  },
} satisfies Record<string, RouteRateLimit>;
