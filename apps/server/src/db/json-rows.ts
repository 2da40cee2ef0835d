import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that PostgreSQL sent as JSON (`row_to_json(t.*)`), as Drizzle would
 * have returned it: column names become the schema's keys and values go
 * through each column's own driver mapping (timestamps become Dates). Lets
 * one statement return rows of several tables, saving a round trip on the
 * hottest paths.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[key] =
      value === null || value === undefined ? (value ?? null) : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/** The rows of a raw query, whichever driver ran it (node-postgres or PGlite). */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
