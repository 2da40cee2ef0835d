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
