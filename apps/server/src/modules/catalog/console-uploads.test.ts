import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { goods } from '../../db/schema/index.ts';
import { makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { newBuyer } from '../../test/scene.ts';

// Hostile files at both upload routes: the goods pictures of the console and
// the buyers' after-sales photos. Whatever comes in, what is stored and served
// is a JPEG the shop encoded itself, or nothing (422), never a 500.

let t: TestApp;
let operator: Record<string, string>;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  operator = await staffLogin(t, 'operator');
  buyer = await newBuyer(t, 'upl');
});
afterAll(() => t?.close());

function multipart(parts: { name: string; filename?: string; type?: string; body: Buffer }[]) {
  const boundary = '----atkBoundary91';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`,
      ),
      p.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

type Part = Parameters<typeof multipart>[0][number];
const send = (url: string, headers: Record<string, string>, parts: Part[]) => {
  const m = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': m.type },
    payload: m.payload,
  });
};
const file = (body: Buffer, filename = 'a.jpg', type = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  type,
  body,
});

const photo = (parts: Part[]) => send('/api/upload/after-sale-photo', buyer.headers, parts);
const picture = (goodsId: number, parts: Part[]) =>
  send(`/admin-api/goods/${goodsId}/images`, operator, parts);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A small PNG that claims a 60,000 × 60,000 canvas (3.6 billion pixels): a decompression bomb. */
function pngBomb() {
  const side = 60_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // A few hundred rows of zeros; the rest is left to the decoder's imagination.
  const rows = deflateSync(Buffer.alloc((side + 1) * 200));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real JPEG with HTML in a comment segment and HTML plus a zip after its end. */
async function polyglot() {
  const j = await jpeg();
  const comment = Buffer.from(`<html>${SCRIPT}</html>`);
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([
    j.subarray(0, 2),
    com,
    comment,
    j.subarray(2),
    Buffer.from(`${SCRIPT}PK\u0003\u0004polyglot`),
  ]);
}

const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(2)</script><rect width="100" height="100"/></svg>`,
);
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const htmlAsJpeg = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);

/** Hostile files every upload route must refuse with 422. */
const refused = async (): Promise<[string, Part[]][]> => [
  ['html named .jpg', [file(htmlAsJpeg)]],
  ['svg with script', [file(svg, 'a.svg', 'image/svg+xml')]],
  ['svg named .png', [file(svg, 'a.png', 'image/png')]],
  ['gif', [file(gif, 'a.gif', 'image/gif')]],
  ['png decompression bomb', [file(pngBomb(), 'bomb.png', 'image/png')]],
  ['truncated jpeg', [file((await jpeg()).subarray(0, 60))]],
  ['empty file', [file(Buffer.alloc(0))]],
  ['a field, no file', [{ name: 'file', body: Buffer.from('x') }]],
];

const served = async (url: string) => {
  const r = await t.app.inject({ url });
  expect(r.statusCode, url).toBe(200);
  return r.rawPayload;
};

async function expectReencoded(buf: Buffer) {
  expect((await sharp(buf).metadata()).format).toBe('jpeg');
  const text = buf.toString('latin1');
  expect(text).not.toContain('<script');
  expect(text).not.toContain('<html');
  expect(text).not.toContain('PK\u0003\u0004');
}

describe("after-sales photos (buyer's upload)", () => {
  it('refuses non-images, SVG, GIF, a decompression bomb and broken files with 422', async () => {
    for (const [what, parts] of await refused()) {
      const r = await photo(parts);
      expect(r.statusCode, `${what}: ${r.body}`).toBe(422);
    }
  });

  it('re-encodes a polyglot: the stored file carries none of its payload; a hostile filename is ignored', async () => {
    const r = await photo([file(await polyglot(), '../../../../etc/evil.html', 'text/html')]);
    expect(r.statusCode, r.body).toBe(200);
    const url = r.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/after-sales\/[a-f0-9]{32}\.jpg$/);
    await expectReencoded(await served(url));
    const escaped = await t.app.inject({ url: '/uploads/../../../../etc/evil.html' });
    expect(escaped.statusCode).toBe(404);
  });

  it('answers two files in one request with 4xx, never a 500', async () => {
    const j = await jpeg();
    const r = await photo([file(j), file(j, 'b.jpg')]);
    expect(r.statusCode, r.body).toBeLessThan(500);
  });
});

describe('goods pictures (console upload)', () => {
  const auditCount = async (id: number) =>
    rowsOf<{ n: number }>(
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'goods.image_add' AND target_id = ${String(id)}`,
      ),
    )[0]!.n;

  it('refuses non-images, SVG, GIF, a decompression bomb and broken files with 422, storing and auditing nothing', async () => {
    const id = await makeGoods(t.db);
    for (const [what, parts] of await refused()) {
      const r = await picture(id, parts);
      expect(r.statusCode, `${what}: ${r.body}`).toBe(422);
    }
    expect((await readGoods(t.db, id)).images).toEqual([]);
    expect(await auditCount(id)).toBe(0);
  });

  it('re-encodes a polyglot into two JPEGs without its payload; a hostile filename is ignored', async () => {
    const id = await makeGoods(t.db);
    const r = await picture(id, [
      file(await polyglot(), '..%2f..%2fevil.php', 'application/x-php'),
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const [path] = r.json().data.images as string[];
    expect(path).toMatch(new RegExp(`^/uploads/goods/${id}/[a-f0-9]+\\.jpg$`));
    await expectReencoded(await served(path!));
    await expectReencoded(await served(path!.replace(/\.jpg$/, '-mini.jpg')));
  });

  it('twelve uploads at once to a goods with none keep at most ten pictures, each audited once', async () => {
    const id = await makeGoods(t.db);
    const j = await jpeg();
    const answers = await Promise.all(Array.from({ length: 12 }, () => picture(id, [file(j)])));
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(10);
    const [row] = await t.db.select({ images: goods.images }).from(goods).where(eq(goods.id, id));
    expect(row!.images).toHaveLength(10);
    expect(new Set(row!.images).size).toBe(10);
    expect(await auditCount(id)).toBe(10);
    // Every stored path is served; the refused uploads left no file behind to serve.
    for (const p of row!.images) expect((await t.app.inject({ url: p })).statusCode).toBe(200);
  });
});
