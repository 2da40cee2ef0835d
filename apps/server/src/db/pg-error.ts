/** PostgreSQL's error fields, whether the driver threw them or wrapped them (drizzle's `cause`). */
export function pgError(e: unknown): { code?: string; constraint?: string } {
  const err = e as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return (err?.code ? err : err?.cause) ?? {};
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK = '40P01';

/**
 * A foreign key refused the write: something still points at the row
 * (23503; 23001 when the key says `on delete restrict`).
 */
export function isForeignKeyRefusal(e: unknown) {
  const { code } = pgError(e);
  return code === FOREIGN_KEY_VIOLATION || code === '23001';
}

/** A value went past its column's type (an integer sum over 2,147,483,647, say). */
export const NUMERIC_OUT_OF_RANGE = '22003';
