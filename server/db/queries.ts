/** Small query helpers the repositories share. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The first row a query answers, or undefined. */
export async function first<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** Text equal regardless of case, as the `lower(…)` unique indexes compare it. */
export const sameText = (column: AnyColumn, value: string): SQL =>
  sql`lower(${column}) = ${value.toLowerCase()}`;
