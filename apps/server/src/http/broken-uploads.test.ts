import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/json-rows.ts';
import { memoryKv } from '../platform/kv.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../test/helper.ts';
import type { RouteEntry } from './route-table.ts';

// Every upload route of the route table (those declaring an upload rule),
// buyer's and staff's, gets each broken body a hostile client can send. Each
// answer is a 4xx envelope that looked at the body (not a rate limit or a
// login wall), and nothing is written: no file, no row. A truncated body once
// reached the client as a 500.

const B = 'hostileboundary42';
const part = (headers: string, body: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\n${headers}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const filePart = (bytes: Buffer | string, name = 'file', filename = 'a.png') =>
  part(
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`,
    bytes,
  );
const end = Buffer.from(`--${B}--\r\n`);
const multipart = `multipart/form-data; boundary=${B}`;

type Broken = {
  name: string;
  type: string;
  /** `fields`: the text parts the route needs to reach the file (a licence's kind and dates). */
  body: (png: Buffer, maxBytes: number, fields: Buffer) => Buffer | string;
};
const BROKEN: Broken[] = [
  { name: 'a truncated file', type: multipart, body: (png) => filePart(png).subarray(0, 150) },
  {
    name: 'a truncated closing boundary',
    type: multipart,
    body: (png) => Buffer.concat([filePart(png), Buffer.from(`--${B.slice(0, 6)}`)]),
  },
  { name: 'no closing boundary', type: multipart, body: (png) => filePart(png) },
  { name: 'garbage', type: multipart, body: () => 'this is not a multipart body at all' },
  {
    name: 'a malformed part header',
    type: multipart,
    body: (png) =>
      Buffer.concat([
        Buffer.from(`--${B}\r\nContent-Disposition form-data name=file\r\nbroken\r\n\r\n`),
        png,
        end,
      ]),
  },
  { name: 'an empty body', type: multipart, body: () => '' },
  { name: 'only the closing boundary', type: multipart, body: () => end },
  {
    name: 'no boundary',
    type: 'multipart/form-data',
    body: (png) => Buffer.concat([filePart(png), end]),
  },
  {
    name: 'another boundary than declared',
    type: 'multipart/form-data; boundary=other',
    body: (png) => Buffer.concat([filePart(png), end]),
  },
  { name: 'JSON', type: 'application/json', body: () => '{"file":"a.png"}' },
  { name: 'a form', type: 'application/x-www-form-urlencoded', body: () => 'file=a.png' },
  { name: 'raw bytes', type: 'application/octet-stream', body: (png) => png },
  {
    name: 'a part with no filename',
    type: multipart,
    body: (png) => Buffer.concat([part('Content-Disposition: form-data; name="file"', png), end]),
  },
  {
    name: 'two files',
    type: multipart,
    body: (png) => Buffer.concat([filePart(png), filePart(png, 'file2', 'b.png'), end]),
  },
  {
    name: 'an empty file',
    type: multipart,
    body: () => Buffer.concat([filePart(Buffer.alloc(0)), end]),
  },
  {
    name: 'an oversized file',
    type: multipart,
    body: (_png, max) => Buffer.concat([filePart(Buffer.alloc(max + 1024, 1)), end]),
  },
  // Bytes that are not what the name says: images are told by their bytes, tables by name and bytes.
  {
    name: 'text named a.png',
    type: multipart,
    body: (_png, _max, fields) =>
      Buffer.concat([fields, filePart('hello, this is no picture'), end]),
  },
  {
    name: 'an SVG with a script named a.png',
    type: multipart,
    body: (_png, _max, fields) =>
      Buffer.concat([
        fields,
        filePart('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        end,
      ]),
  },
  {
    name: 'a zip header named a.xlsx',
    type: multipart,
    body: (_png, _max, fields) =>
      Buffer.concat([fields, filePart('PK\u0003\u0004 not a workbook', 'file', 'a.xlsx'), end]),
  },
  {
    name: 'random bytes named a.csv',
    type: multipart,
    body: (_png, _max, fields) =>
      Buffer.concat([
        fields,
        filePart(
          Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)),
          'file',
          'a.csv',
        ),
        end,
      ]),
  },
  {
    name: 'a file named constructor',
    type: multipart,
    body: (png) => Buffer.concat([filePart(png, 'constructor'), end]),
  },
  {
    name: 'a field named __proto__',
    type: multipart,
    body: (png) =>
      Buffer.concat([
        part('Content-Disposition: form-data; name="__proto__"', 'x'),
        filePart(png),
        end,
      ]),
  },
  {
    name: 'too many fields',
    type: multipart,
    body: (png) =>
      Buffer.concat([
        ...Array.from({ length: 12 }, (_, i) =>
          part(`Content-Disposition: form-data; name="f${i}"`, 'x'),
        ),
        filePart(png),
        end,
      ]),
  },
];

/** The query an upload route needs besides its body (the walk does not know a route's query schema). */
const QUERY: Record<string, string> = { '/admin-api/brands/picture': '?kind=logo' };
const fieldParts = (fields: Record<string, string>) =>
  Buffer.concat(
    Object.entries(fields).map(([k, v]) => part(`Content-Disposition: form-data; name="${k}"`, v)),
  );
/** The text parts a route reads before its file, so a case about the file's bytes reaches them. */
const FIELDS: Record<string, Buffer> = {
  '/api/user/zizhi': fieldParts({
    kind: 'business_licence',
    number: '91110108MA01ABCD1X',
    issued_on: '2020-01-01',
    expires_on: '2030-01-01',
  }),
  '/admin-api/qualification/licences': fieldParts({
    kind: 'drug_licence',
    number: '京AA0100001',
    issued_on: '2020-01-01',
    expires_on: '2030-01-01',
  }),
  '/admin-api/goods/:id/documents': fieldParts({ kind: 'instructions' }),
  // A lot's 入库 takes its report optionally: with good fields the walk reaches the file.
  '/admin-api/goods/:id/lots': fieldParts({
    lot_no: 'B240615-2',
    production_date: '2025-06-15',
    expiry_date: '2030-06-14',
    quantity: '10',
    supplier: '国药控股',
  }),
};

let t: TestApp;
let now = Date.now();
const uploadsDir = mkdtempSync(join(tmpdir(), 'broken-uploads-'));
const filesDir = mkdtempSync(join(tmpdir(), 'broken-files-'));
let png: Buffer;
let headers: { buyer: Record<string, string>; staff: Record<string, string> };

beforeAll(async () => {
  // The clock moves an hour before each body, so no upload budget stands between it and the reader.
  t = await testApp({ goodsCount: 10, uploadsDir, filesDir, kv: memoryKv(() => now) });
  headers = { buyer: await loginAs(t, 'demo'), staff: await staffLogin(t, 'admin') };
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const files = () => [
  ...readdirSync(uploadsDir, { recursive: true }),
  ...readdirSync(filesDir, { recursive: true }),
];

async function rowCounts() {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)),
    )[0]!.n;
  return counts;
}

const urlOf = (r: RouteEntry) => r.url.replace(/:[A-Za-z_]+/g, '1') + (QUERY[r.url] ?? '');

describe('broken multipart bodies', () => {
  it('find every upload route in the route table, the buyers’ and the staff’s', () => {
    const urls = t.app.routeTable.filter((r) => r.upload).map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/upload/feedback-photo',
        '/api/user/zizhi',
        '/admin-api/goods/import',
      ]),
    );
    expect(urls.length).toBeGreaterThanOrEqual(7);
  });

  it('are each answered with a 4xx envelope about the body, writing nothing', async () => {
    const before = { files: files(), rows: await rowCounts() };
    const wrong: string[] = [];
    for (const r of t.app.routeTable.filter((x) => x.upload)) {
      const who = r.url.startsWith('/admin-api/') ? headers.staff : headers.buyer;
      for (const b of BROKEN) {
        now += 3_600_000;
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: urlOf(r),
          headers: { ...who, 'content-type': b.type },
          payload: b.body(png, r.upload!.maxBytes, FIELDS[r.url] ?? Buffer.alloc(0)),
        });
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
        const aboutBody = res.statusCode === 415 || body?.errors?.file;
        if (
          res.statusCode < 400 ||
          res.statusCode >= 500 ||
          typeof body?.code !== 'number' ||
          !aboutBody
        )
          wrong.push(`${r.url} with ${b.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(files()).toEqual(before.files);
    expect(await rowCounts()).toEqual(before.rows);
  }, 120_000);

  it('still take a good file (the walk reaches the reader)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/feedback-photo',
      headers: { ...headers.buyer, 'content-type': multipart },
      payload: Buffer.concat([filePart(png), end]),
    });
    expect(res.json()).toMatchObject({ code: 10000 });
    expect(files().length).toBeGreaterThan(0);
  });
});
