import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: its middleware sets the same headers on
 * every response through a dozen small middlewares (measured 6% of the
 * server's CPU in a flash-sale rush of cheap refusals). Recorded from one run
 * on a stand-in response, then set directly; the options must be static
 * (no per-request nonce), as ours are.
 */
export function securityHeaders(options: Readonly<HelmetOptions>) {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
