import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/helper.ts';

// A request Node's HTTP parser refuses never reaches a route or the error
// handler: raw UTF-8 in the address (a client that does not percent-encode an
// emoji), a header block over the limit, a request line that is no request.
// These got Fastify's own `{"error":"Bad Request","message":"Client Error"}`,
// not the envelope every answer is.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp({ goodsCount: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** Sends bytes as they are (no client library to fix them up); the raw answer. */
function raw(request: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.setTimeout(10_000, () => reject(new Error('no answer')));
    // Written, not ended: a half-closed socket may be dropped before a slow route answers;
    // every request here says Connection: close or is refused, so the server closes it.
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
  return { status, head, body, length };
}

const CASES: [string, Buffer | string][] = [
  [
    'raw UTF-8 in the address',
    Buffer.from('GET /api/order/list?keyword=💊 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  ],
  [
    'a header block over the limit',
    `GET /api/goods/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
  ],
  ['a request line that is no request', 'HELLO THERE\r\n\r\n'],
  ['a bad header name', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
];

describe('requests the HTTP parser refuses', () => {
  for (const [name, request] of CASES)
    it(`answers ${name} with a 4xx envelope`, async () => {
      const { status, body, length, head } = parse(await raw(request));
      expect(status, head).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.parse(body)).toEqual({ code: status, msg: expect.any(String), data: null });
      // The length counts bytes: the message is Chinese.
      expect(length).toBe(Buffer.byteLength(body));
    });

  it('still answers a well-formed request', async () => {
    const { status } = parse(
      await raw('GET /api/goods/list HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(status).toBe(200);
  });
});
