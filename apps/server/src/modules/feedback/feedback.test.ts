import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedback } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { PHOTOS_PER_HOUR } from './service.ts';

// 意见反馈: a buyer writes (with up to 3 photos), customer service replies
// (the buyer gets a message) or closes; nobody else sees or changes it.

const uploadsDir = mkdtempSync(join(tmpdir(), 'yjfk-'));
let t: TestApp;
let a: TestBuyer;
let other: TestBuyer;
let service: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 5, uploadsDir });
  [a, other] = (await makeBuyers(t.db, 2, 'yjfk')) as [TestBuyer, TestBuyer];
  [service, operator] = await Promise.all([staffLogin(t, 'service'), staffLogin(t, 'operator')]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const write = (payload: object, headers = a.headers) =>
  post('/api/user/feedback', headers, payload);

function upload(buf: Buffer, headers: Record<string, string> = a.headers, filename = 'a.jpg') {
  const boundary = 'xBOUNDARYx';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    buf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/feedback-photo',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('writing feedback', () => {
  it('stores feedback with photos and shows it to its company only', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 3, background: { r: 10, g: 200, b: 10 } },
    })
      .png()
      .toBuffer();
    const up = await upload(png, a.headers, '../../etc/passwd.jpg');
    expect(up.json().code, up.body).toBe(10000);
    const url = up.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/feedback\/[a-f0-9]{32}\.jpg$/);
    const r = await write({
      type: 'goods',
      content: '包装破损',
      images: [url],
      contact: '13800000000',
    });
    expect(r.json()).toMatchObject({
      code: 10000,
      data: { type_text: '商品问题', status: 'open', images: [url], reply: '' },
    });
    expect((await get('/api/user/feedback', a.headers)).json().data.total).toBe(1);
    expect((await get('/api/user/feedback', other.headers)).json().data.total).toBe(0);
    expect((await get('/api/user/feedback')).json().code).toBe(10001);
    expect((await write({ type: 'goods', content: 'x' }, {})).json().code).toBe(10001);
  });

  it('refuses a renamed non-image, an empty file and a visitor, storing nothing', async () => {
    const files = async () => readdir(join(uploadsDir, 'feedback')).catch(() => []);
    const before = (await files()).length;
    expect((await upload(Buffer.from('%PDF-1.4 not a picture'))).statusCode).toBe(422);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(422);
    expect((await upload(Buffer.from('x'), {})).statusCode).toBe(401);
    expect((await files()).length).toBe(before);
  });

  it('refuses content over 500 characters, more than 3 photos, foreign urls and unknown types', async () => {
    const ok = '/uploads/feedback/0123456789abcdef0123456789abcdef.jpg';
    for (const bad of [
      { type: 'other', content: '字'.repeat(501) },
      { type: 'other', content: '' },
      { type: 'nope', content: '内容' },
      { type: 'other', content: '内容', images: [ok, ok, ok, ok] },
      { type: 'other', content: '内容', images: ['/uploads/after-sales/x.jpg'] },
      { type: 'other', content: '内容', images: ['https://evil.example/a.jpg'] },
    ]) {
      const r = await write(bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    expect((await write({ type: 'other', content: '字'.repeat(500) })).statusCode).toBe(200);
  });

  // Any url of the right shape was taken: another company's photo, or none at all.
  it("names only its own company's uploaded photos; uploads are counted per company", async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const theirs = (await upload(png, other.headers)).json().data.url as string;
    const madeUp = '/uploads/feedback/00000000000000000000000000000000.jpg';
    for (const images of [[theirs], [madeUp]]) {
      const r = await write({ type: 'other', content: '借图', images });
      expect([r.statusCode, Object.keys(r.json().errors ?? {})]).toEqual([422, ['images']]);
    }
    expect(
      (await write({ type: 'other', content: '自己的图', images: [theirs] }, other.headers))
        .statusCode,
    ).toBe(200);

    // Parallel uploads cannot pass the hourly count (one is already used above).
    const answers = await Promise.all(
      Array.from({ length: PHOTOS_PER_HOUR + 5 }, () => upload(png, other.headers)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(PHOTOS_PER_HOUR - 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });

  it('takes a mobile, landline, QQ or e-mail as the contact and refuses anything else by name', async () => {
    for (const contact of ['张经理', '微信 kf2026', '1234', 'x@y']) {
      const r = await write({ type: 'other', content: '内容', contact });
      expect(r.statusCode, contact).toBe(422);
      expect(r.json().errors.contact.join()).toContain('QQ 号或邮箱');
    }
    for (const contact of ['13800000000', '010-12345678', '10001', 'kf@example.com', ''])
      expect((await write({ type: 'other', content: '内容', contact })).statusCode, contact).toBe(
        200,
      );
  });

  it('stores HTML as typed', async () => {
    const content = '<img src=x onerror=alert(1)>好用';
    expect((await write({ type: 'suggestion', content })).json().data.content).toBe(content);
  });
});

describe('customer service', () => {
  it('replies (the buyer sees it and gets a message) and closes, audited', async () => {
    const id = (await write({ type: 'service', content: '客服电话打不通' })).json().data.id;
    const list = (await get('/admin-api/feedback?status=open&keywords=打不通', service)).json()
      .data;
    expect(list.data[0]).toMatchObject({ id, company_name: 'yjfk药房0' });
    const r = await post(`/admin-api/feedback/${id}/reply`, service, { reply: '已安排专人回电' });
    expect(r.json().data).toMatchObject({ status: 'replied', reply: '已安排专人回电' });
    const mine = (await get('/api/user/feedback', a.headers)).json().data.data;
    expect(mine.find((f: { id: number }) => f.id === id)).toMatchObject({
      status_text: '已回复',
      reply: '已安排专人回电',
    });
    const [m] = (await get('/api/user/message', a.headers)).json().data.data;
    expect(m).toMatchObject({ kind: 'feedback_reply', link: '/yjfk' });
    expect((await post(`/admin-api/feedback/${id}/close`, service)).json().data.status).toBe(
      'closed',
    );
    expect(
      (await post(`/admin-api/feedback/${id}/reply`, service, { reply: '再回' })).statusCode,
    ).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.map((x) => x.action).sort()).toEqual(['feedback.close', 'feedback.reply']);
  });

  it('is closed to other roles, buyers and visitors', async () => {
    const id = (await write({ type: 'other', content: '测试' })).json().data.id;
    expect(
      (await post(`/admin-api/feedback/${id}/reply`, operator, { reply: '不该' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`/admin-api/feedback/${id}/reply`, a.headers, { reply: '不该' })).json().code,
    ).toBe(10001);
    expect((await get('/admin-api/feedback', other.headers)).json().code).toBe(10001);
    expect((await post(`/admin-api/feedback/${id}/close`)).json().code).toBe(10001);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ status: 'open', reply: '' });
  });
});
