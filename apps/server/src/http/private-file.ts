import type { FastifyReply } from 'fastify';

// A private file (a licence, a 首营资料 paper, a seal) answered to whoever the
// route let through: never sniffed into something else by the browser, never
// kept by a shared cache. `name` makes it a download saved under that name.

export type PrivateFile = { bytes: Buffer; type: string; name?: string };

/** RFC 6266: an ASCII fallback and the UTF-8 name (Chinese names survive). */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `open`: shown in the browser's tab (a note staff print), still saved under its name. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: PrivateFile,
  o: { open?: boolean } = {},
) {
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      file.name ? disposition(o.open ? 'inline' : 'attachment', file.name) : 'inline',
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
