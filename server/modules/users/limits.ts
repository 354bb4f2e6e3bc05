/** The sign-in and account limits of /api/users/… (their numbers and reasons: the limit table). */
import { addressKey } from '@server/lib/address-key';
import { counterKey, LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';

const [LOGIN_ADDRESS, LOGIN_PAIR] = LIMIT_TABLE.login.counters;
const {
  counters: [LOGIN_ACCOUNT],
  slowdownMs,
} = LIMIT_TABLE.loginSlowdown;

/** Failed sign-ins on one account from anywhere after which every try on it waits. */
export const LOGIN_SLOWDOWN_AFTER = LOGIN_ACCOUNT.max;
export const LOGIN_SLOWDOWN_MS = slowdownMs;
export const LOGIN_WINDOW_MS = LOGIN_ACCOUNT.windowMs;

/** Sign-in tries are counted per (account, address) and per address; the account slows down. */
export const loginKeys = (email: string, ip: string) => ({
  pair: counterKey(LOGIN_PAIR, `${email}:${addressKey(ip)}`),
  address: counterKey(LOGIN_ADDRESS, ip),
  account: counterKey(LOGIN_ACCOUNT, email),
});

const [SECOND_FACTOR_ADDRESS, SECOND_FACTOR_ACCOUNT] = LIMIT_TABLE.secondFactor.counters;

/** A second step's tries are counted per address and per account (the token's). */
export const secondFactorCounters = (userId: string, ip: string) =>
  [
    { ...SECOND_FACTOR_ADDRESS, key: counterKey(SECOND_FACTOR_ADDRESS, ip) },
    { ...SECOND_FACTOR_ACCOUNT, key: counterKey(SECOND_FACTOR_ACCOUNT, userId) },
  ] as const;

export const USERS_LIMITS = {
  register: routeLimit(LIMIT_TABLE.register),
  resend: routeLimit(LIMIT_TABLE.resend),
  login: routeLimit(LIMIT_TABLE.login),
  usernameAvailable: routeLimit(LIMIT_TABLE.usernameAvailable),
  forgot: routeLimit(LIMIT_TABLE.forgot),
  resetConfirm: routeLimit(LIMIT_TABLE.resetConfirm),
  passwordChange: routeLimit(LIMIT_TABLE.passwordChange),
  emailChange: routeLimit(LIMIT_TABLE.emailChange),
  usernameChange: routeLimit(LIMIT_TABLE.usernameChange),
  twoStepChange: routeLimit(LIMIT_TABLE.twoStepChange),
  secondFactorReset: routeLimit(LIMIT_TABLE.secondFactorReset),
};

export const PASSKEY_LIMITS = {
  registerOptions: routeLimit(LIMIT_TABLE.passkeyRegisterOptions),
  registerVerify: routeLimit(LIMIT_TABLE.passkeyRegisterVerify),
  loginOptions: routeLimit(LIMIT_TABLE.passkeyLoginOptions),
  loginVerify: routeLimit(LIMIT_TABLE.passkeyLoginVerify),
  change: routeLimit(LIMIT_TABLE.passkeyChange),
  remove: routeLimit(LIMIT_TABLE.passkeyRemove),
};
