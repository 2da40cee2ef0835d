import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShell, type Shell } from './shell.ts';
import { serveStatic } from './static.ts';

// What a newcomer's terminal shows: one line per API request with its URL,
// nothing for the pages and files a browser loads around it.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
    done();
  },
});

let app: Shell;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(webDist, 'logo.svg'), '<svg/>');
  app = await createShell({ logger: { level: 'info', stream: sink } });
  app.get('/api/ping', async () => ({ code: 10000, msg: 'ok', data: null }));
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  app.post('/api/order/:id/pay', async () => {
    throw new Error('boom');
  });
  await serveStatic(app, { webDist, uploadsDir: mkdtempSync(join(tmpdir(), 'uploads-')) });
  await app.ready();
});
afterAll(() => app?.close());

const requestLines = () => lines.filter((l) => l.req);

describe('the request log', () => {
  it('writes one line per API request, naming method, url, status and time', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/ping?page=2' });
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(line!.msg).toMatch(/^GET \/api\/ping\?page=2 → 200 \(\d+\.\d ms\)$/);
    expect(typeof line!.responseTime).toBe('number');
  });

  it('says nothing at info of the pages, files and missing files a browser asks for', async () => {
    lines.length = 0;
    for (const url of ['/', '/list/info/3', '/logo.svg', '/assets/gone.js'])
      await app.inject({ url });
    expect(lines).toEqual([]);
  });

  it('keeps a failed API request to its one request line beside the error', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/broken' });
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]!.msg).toMatch(/^GET \/api\/broken → 500/);
  });

  it('never writes a request body: a 支付密码 sent to a failing pay call stays out of the log', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/order/7/pay',
      payload: { method: 'balance', key: 'log-check-key-1', pay_password: '864213' },
    });
    expect(requestLines()).toHaveLength(1);
    expect(lines.length).toBeGreaterThan(1);
    expect(JSON.stringify(lines)).not.toContain('864213');
  });
});
