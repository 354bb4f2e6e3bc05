/** Small query helpers the repositories share. */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { textKey } from './text-key';

/** The first row a query answers, or undefined. */
export async function first<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/**
 * A username or an e-mail address equal regardless of case, as the unique indexes compare them:
 * the database folds both sides the same way, whatever its locale; the value is lowercased by
 * JavaScript first, as stored addresses were.
 */
export const sameText = (column: AnyColumn, value: string): SQL =>
  sql`${textKey(column)} = ${textKey(value.toLowerCase())}`;

/** Every row of one account in `table` goes, in `tx`: what each one was called (`named`). */
export async function removeAllOfUser(
  tx: Db,
  table: PgTable,
  owner: AnyPgColumn<{ data: string; notNull: true }>,
  named: AnyPgColumn<{ data: string; notNull: true }>,
  userId: string,
): Promise<string[]> {
  const gone = await tx.delete(table).where(eq(owner, userId)).returning({ named });
  return gone.map((row) => row.named);
}
