/**
 * A foreign key refused the write: something still points at the row
 * (23503; 23001 when the key says `on delete restrict`).
 */
export function isForeignKeyRefusal(e: unknown) {
  const err = e as { code?: string; cause?: { code?: string } };
  const code = err.code ?? err.cause?.code;
  return code === '23503' || code === '23001';
}
