/**
 * Every abuse limit of the server in one table: what it limits, the counters (whose key, how many,
 * over how long) and why. Routes take theirs with `routeLimit`, the photo pipeline and the newsletter
 * count theirs with `counterKey`; docs/security.md's table is drawn from it (`npm run docs:limits`)
 * and a unit test fails when the two differ.
 */
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key';
import type { LimitMessage } from '../lib/errors';
import { hashToken } from '../lib/secrets';
import { authOf } from './auth';
import { bodyEmail, type RouteCounter, type RouteRateLimit } from './rate-limit';

/** Whose count a counter keeps. */
export type Per = 'address' | 'user' | 'email' | 'mailed link' | 'account at address';

export interface LimitCounter {
  name: string;
  per: Per;
  max: number;
  windowMs: number;
}

export interface LimitRow {
  /** What is limited, as the doc names it. */
  what: string;
  counters: readonly LimitCounter[];
  why: string;
  /** Past the count each try waits this long (ms) instead of being refused. */
  slowdownMs?: number;
  /** The refusal's own sentence, where the general "too many tries" is not the right one. */
  message?: LimitMessage;
}

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
const TEN_MINUTES = 10 * MINUTE;
const HOUR = 60 * MINUTE;
/** Tries at a secret (a password, a link) before the caller waits. */
const TRIES = 10;
/** Mails one inbox can be sent by sign-up, resend or an e-mail change in an hour. */
const MAILS_PER_INBOX = 5;

const count = (name: string, per: Per, max: number, windowMs: number): LimitCounter => ({
  name,
  per,
  max,
  windowMs,
});

/** A signed-in account's password asked again: ten tries an account, fifty from one address. */
const passwordAsked = (name: string) =>
  [count(name, 'user', TRIES, QUARTER_HOUR), count(name, 'address', 50, QUARTER_HOUR)] as const;

/** A code asked of one account, which many addresses could share out the guessing of. */
const codeAsked = (name: string) =>
  [count(name, 'address', 50, QUARTER_HOUR), count(name, 'user', TRIES, QUARTER_HOUR)] as const;

/** The mails one inbox can be sent in an hour, whoever asks. */
const inboxMails = (name: string) => count(`${name}:inbox`, 'email', MAILS_PER_INBOX, HOUR);

/** An owner's own reading or download, counted per address and per account over ten minutes. */
const ownerUse = (name: string, perAddress: number, perUser: number) =>
  [
    count(name, 'address', perAddress, TEN_MINUTES),
    count(name, 'user', perUser, TEN_MINUTES),
  ] as const;

export const LIMIT_TABLE = {
  register: {
    what: 'sign-up',
    counters: [count('register', 'address', 20, HOUR), inboxMails('register')],
    why: 'one inbox cannot be flooded with mails from many addresses',
  },
  resend: {
    what: 'resend verification',
    counters: [count('resend', 'address', TRIES, QUARTER_HOUR), inboxMails('resend')],
    why: 'one inbox cannot be flooded with verification mails from many addresses',
  },
  // Counted before the password is checked, so parallel guesses cannot all slip through.
  login: {
    what: 'sign-in',
    counters: [
      count('login', 'address', 50, QUARTER_HOUR),
      count('login', 'account at address', TRIES, QUARTER_HOUR),
    ],
    why: 'stops guessing one person’s password from one place, and one address spraying a common password over many accounts; a success clears the pair and gives its try back to the address, so an office behind one address signs in all day',
  },
  // The token of the first step names the account; counted before the code is checked.
  secondFactor: {
    what: 'sign-in, second step (a code)',
    counters: codeAsked('second-factor'),
    why: 'the password (or Google, Facebook) is proven already; a six-digit code has a million values, so ten tries a quarter hour per account from anywhere keep guessing hopeless; a success clears the account’s count',
  },
  secondFactorReset: {
    what: 'reset of a lost second factor asked for, or its mailed link opened (together)',
    counters: [count('second-factor-reset', 'address', TRIES, HOUR)],
    why: 'each one may mail the owner; the first step’s token or the mailed link is needed, and one reset waits at a time',
  },
  twoStepChange: {
    what: 'two-step sign-in turned on or off, new recovery codes',
    counters: codeAsked('two-step'),
    why: 'the password and a code are asked: a stolen session cannot guess either on',
  },
  loginSlowdown: {
    what: 'sign-in, one account from anywhere',
    counters: [count('login:account', 'email', TRIES, QUARTER_HOUR)],
    slowdownMs: 1000,
    why: 'never locked (a lock-out is a denial of service anyone can cause): past the count every try on the account waits',
  },
  usernameAvailable: {
    what: 'username availability',
    counters: [
      count('username-available', 'address', 30, MINUTE),
      count('username-available:hour', 'address', 300, HOUR),
    ],
    why: 'typing checks a name after each pause; a person needs a few dozen, a list-walker meets the cap',
  },
  forgot: {
    what: 'forgot password',
    counters: [
      count('forgot', 'address', TRIES, QUARTER_HOUR),
      count('forgot:account', 'email', TRIES, QUARTER_HOUR),
    ],
    why: 'one inbox cannot be flooded with reset mails',
  },
  resetConfirm: {
    what: 'reset link opened',
    counters: [
      count('reset-confirm', 'address', 30, QUARTER_HOUR),
      count('reset-confirm', 'mailed link', TRIES, QUARTER_HOUR),
    ],
    why: 'the link is a 256-bit secret checked before the password, so nothing is guessed; the caps stop a script walking made-up links, and one link’s weak passwords; counted per link, not per account, so a stranger’s made-up links never spend the owner’s real one',
  },
  passwordChange: {
    what: 'password change',
    counters: passwordAsked('password-change'),
    why: 'the current password is asked: a stolen session cannot guess it on',
  },
  emailChange: {
    what: 'e-mail change',
    counters: [...passwordAsked('email-change'), inboxMails('email-change')],
    why: 'the password is asked, and the new address is mailed',
  },
  usernameChange: {
    what: 'username change',
    counters: [count('username-change', 'user', TRIES, HOUR)],
    why: 'every rename holds the old name 30 days: a loop of renames would hoard names',
  },
  passkeyRegisterOptions: {
    what: 'passkey registration options',
    counters: passwordAsked('passkey-register'),
    why: 'the password is asked unless a passkey proved the session lately: a stolen session cannot guess it on',
  },
  passkeyRegisterVerify: {
    what: 'passkey registration verification',
    counters: [count('passkey-register-verify', 'address', 50, QUARTER_HOUR)],
    why: 'each one is a signature check; a person adds a passkey or two',
  },
  passkeyLoginOptions: {
    what: 'passkey sign-in options',
    counters: [count('passkey-login-options', 'address', 100, QUARTER_HOUR)],
    why: 'every login page asks once for the browser’s passkey autofill; each answer holds a challenge in the shared store for three minutes',
  },
  passkeyLoginVerify: {
    what: 'passkey sign-in',
    counters: [count('passkey-login', 'address', 50, QUARTER_HOUR)],
    why: 'a signature cannot be guessed, but each try is a lookup and a signature check',
  },
  passkeyChange: {
    what: 'passkey rename',
    counters: [count('passkey-change', 'user', 30, QUARTER_HOUR)],
    why: 'a rename is a row written; thirty a quarter hour is more than any owner needs',
  },
  passkeyRemove: {
    what: 'passkey removal',
    counters: passwordAsked('passkey-remove'),
    why: 'the password is asked unless a passkey proved the session lately: a stolen session cannot guess it on; each removal mails the owner',
  },
  deleteAccount: {
    what: 'account deletion',
    counters: [count('delete-account', 'address', TRIES, QUARTER_HOUR)],
    why: 'the password is checked here too: counted like sign-in tries, so it cannot be guessed',
  },
  photoUploads: {
    what: 'photo uploads (create_cv with a photo, a new photo)',
    counters: [count('photo', 'user', 20, HOUR)],
    why: 'decoding a photo is the dearest work a request can ask for; every attempt counts',
  },
  pdfOwner: {
    what: 'PDF download, the owner’s (a CV, an application’s version of it or its cover letter)',
    counters: ownerUse('pdf', 60, 20),
    why: 'beside the render queue (two rendering, twenty waiting), so one client cannot keep others on 503 pdf_busy',
  },
  wordOwner: {
    what: 'Word download, the owner’s (a CV, an application’s version of it or its cover letter)',
    counters: ownerUse('word', 120, 60),
    why: 'each is a document built in the server’s own process (a few milliseconds, the photo re-encoded)',
  },
  atsCheck: {
    what: 'ATS check, the owner’s',
    counters: ownerUse('ats', 120, 60),
    why: 'a new CV version’s first check is a PDF render and a reading; a check every ten seconds is more than anyone editing needs',
  },
  viewStats: {
    what: 'View counts, the owner’s',
    counters: ownerUse('stats', 600, 300),
    why: 'a reading writes this instance’s pending counts first; the dashboard asks once per CV, and 300 in ten minutes is a dashboard opened every two seconds',
  },
  ownerDevice: {
    what: 'Marking the owner’s device (not counted on their own CV)',
    counters: [count('owner-device', 'address', 60, TEN_MINUTES)],
    why: 'the app marks a device once each time it starts signed in',
  },
  pdfPublic: {
    what: 'PDF download, a public CV’s',
    counters: [count('pdf', 'address', 60, TEN_MINUTES)],
    why: 'the same; the address counter is shared with the owner’s downloads',
  },
  checkout: {
    what: 'checkout sessions',
    counters: [count('checkout', 'user', 20, HOUR)],
    why: 'each one is a call to the payment provider',
  },
  contact: {
    what: 'contact form',
    counters: [count('contact', 'address', 5, HOUR)],
    why: 'each message is mailed to us; counted after validation, so a typo costs no try',
    message: { key: 'contactRateLimited', ns: 'marketingMail' },
  },
  newsletter: {
    what: 'newsletter sign-up',
    counters: [count('newsletter', 'address', 10, HOUR)],
    why: 'each sign-up may mail a confirmation; counted after validation',
    message: { key: 'newsletterRateLimited', ns: 'marketingMail' },
  },
  newsletterMail: {
    what: 'newsletter confirmation mail',
    counters: [count('newsletter:mail', 'email', 1, TEN_MINUTES)],
    why: 'one inbox gets one confirmation per ten minutes, however often the form is sent',
  },
} as const satisfies Record<string, LimitRow>;

const param = (params: unknown, name: string): string => {
  const value: unknown = params && typeof params === 'object' ? Reflect.get(params, name) : '';
  return typeof value === 'string' ? value : '';
};

/**
 * The mailed link a path names (`/…/:uuid/:token/`, checked by the schema after), hashed so that
 * no counter's key holds a live secret.
 */
const linkOf = ({ params }: FastifyRequest): string =>
  hashToken(`${param(params, 'uuid')}/${param(params, 'token')}`).slice(0, 32);

/**
 * Each kind of counter: who the request is (`of`), the key's text after the counter's name
 * (`suffix`), and how the doc says it (`text`, and the key as `pattern`).
 */
const KINDS: Record<
  Per,
  {
    of: (request: FastifyRequest) => string;
    suffix: (id: string) => string;
    text: string;
    pattern: string;
  }
> = {
  address: {
    of: (request) => request.ip,
    suffix: (ip) => `ip:${addressKey(ip)}`,
    text: 'per address',
    pattern: 'ip:{address}',
  },
  user: {
    // The route's guard runs before its limit.
    of: (request) => authOf(request).userId,
    suffix: (id) => `user:${id}`,
    text: 'per account',
    pattern: 'user:{account}',
  },
  email: {
    // The validated body's address (its schema lower-cased it).
    of: bodyEmail,
    suffix: (email) => email,
    text: 'per e-mail address',
    pattern: '{e-mail}',
  },
  'mailed link': {
    of: linkOf,
    suffix: (hash) => `link:${hash}`,
    text: 'per link',
    pattern: 'link:{hash of the link}',
  },
  'account at address': {
    of: (request) => `${bodyEmail(request)}:${addressKey(request.ip)}`,
    suffix: (pair) => `pair:${pair}`,
    text: 'per account and address',
    pattern: 'pair:{e-mail}:{address}',
  },
};

/** The counter's key for one caller (an address, a user id, an e-mail address…). */
export const counterKey = (counter: LimitCounter, id: string) =>
  `${counter.name}:${KINDS[counter.per].suffix(id)}`;

export const requestCounter = (counter: LimitCounter): RouteCounter => ({
  key: (request) => counterKey(counter, KINDS[counter.per].of(request)),
  max: counter.max,
  windowMs: counter.windowMs,
});

/** A route's `config.rateLimit` from its row. */
export function routeLimit(row: LimitRow): RouteRateLimit {
  return { counters: row.counters.map(requestCounter), message: row.message };
}

const WINDOWS: Record<number, string> = {
  [MINUTE]: 'a minute',
  [TEN_MINUTES]: '10 minutes',
  [QUARTER_HOUR]: 'a quarter hour',
  [HOUR]: 'an hour',
};

/** docs/security.md's limits table, drawn from LIMIT_TABLE. */
export function limitTableMarkdown(): string {
  const rows = Object.entries(LIMIT_TABLE).map(([id, row]: [string, LimitRow]) => {
    const limits = row.counters
      .map((c) => `${c.max} ${WINDOWS[c.windowMs] ?? `${c.windowMs} ms`} ${KINDS[c.per].text}`)
      .join('; ');
    const then = row.slowdownMs ? `, then each try waits ${row.slowdownMs / 1000} s` : ', then 429';
    const keys = row.counters.map((c) => `\`${c.name}:${KINDS[c.per].pattern}\``).join(', ');
    return `| ${row.what} (\`${id}\`) | ${limits}${then} | ${keys} | ${row.why} |`;
  });
  return ['| what | limit | key | why |', '|---|---|---|---|', ...rows].join('\n');
}
