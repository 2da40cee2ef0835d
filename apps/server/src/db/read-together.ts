import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rowsOf } from './json-rows.ts';

/**
 * One module's read as a scalar SQL expression yielding JSON, with the
 * module's own way of reading the answer. Modules keep their SQL; a caller
 * that needs several of them at once (an order) sends them in one statement,
 * one round trip instead of one each.
 */
export type ReadPart<T> = { sql: SQL; parse(json: unknown): T };

export async function readTogether<P extends Record<string, ReadPart<unknown>>>(
  db: DbOrTx,
  parts: P,
): Promise<{ [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never }> {
  const keys = Object.keys(parts);
  const columns = sql.join(
    keys.map((k, i) => sql`(${parts[k]!.sql}) AS ${sql.identifier(`p${i}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT ${columns}`));
  return Object.fromEntries(
    keys.map((k, i) => [k, parts[k]!.parse(row![`p${i}`] ?? null)]),
  ) as never;
}
