/**
 * The case-blind key of a username or an e-mail address: what the unique indexes hold and what
 * every lookup compares (`sameText` in ./queries). PostgreSQL's lower() follows the database's
 * LC_CTYPE, and in a C-locale database it folds ASCII alone: 'Äiti' and 'äiti' were two users
 * there and one on PGlite, and an address with 'Ä' matched no JavaScript-lowercased value.
 * translate() then folds the username alphabet's other capitals itself, the same in every locale
 * (elsewhere lower() has folded them already). E-mail addresses are stored lowercased by
 * JavaScript (`emailSchema`), so their key is the address itself in any locale.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { USERNAME_NON_ASCII_CAPITALS } from '@/domain/username';

const LOWERED = USERNAME_NON_ASCII_CAPITALS.toLowerCase();

/** Raw literals, so that a migration's index and a query's expression are the same text. */
const FROM = sql.raw(`'${USERNAME_NON_ASCII_CAPITALS}'`);
const TO = sql.raw(`'${LOWERED}'`);

export const textKey = (value: AnyColumn | SQL | string): SQL =>
  sql`translate(lower(${value}), ${FROM}, ${TO})`;
