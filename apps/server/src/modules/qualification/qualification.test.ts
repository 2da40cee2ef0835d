import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goods } from '../../db/schema/index.ts';
import { makePdf } from '../../platform/pdf.ts';
import { loginAs, multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 首营资料: staff upload the shop's licences, name, licence number and seal
// (settings permission) and each goods' approval documents (goods
// permission), every write audited; approved buyers list and download them,
// visitors get 401, companies not yet approved 403, a hidden goods' papers
// and unknown or removed papers 404.

let t: TestApp;
let filesDir: string;
let operator: Record<string, string>;
let warehouse: Record<string, string>;
let demo: Record<string, string>;
let pending: Record<string, string>;
let pdf: Buffer;
let png: Buffer;
let goodsId: number;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'papers-files-'));
  t = await testApp({ goodsCount: 10, filesDir });
  [operator, warehouse, demo, pending] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
    loginAs(t, 'demo'),
    loginAs(t, 'pending'),
  ]);
  pdf = await makePdf({ title: '药品经营许可证', blocks: [{ kind: 'text', text: '京AA0100001' }] });
  png = await sharp({
    create: { width: 60, height: 60, channels: 4, background: { r: 208, g: 2, b: 27, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const [g] = await t.db
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.isHidden, false))
    .limit(1);
  goodsId = g!.id;
});
afterAll(() => t?.close());

const stored = () => {
  try {
    return readdirSync(join(filesDir, 'qualification')).length;
  } catch {
    return 0;
  }
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
  fields: Record<string, string> = {},
) => {
  if (!file)
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(fields),
    });
  const form = multipartFile(file.bytes, file.name, file.type, fields);
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': form['content-type'] },
    payload: form.payload,
  });
};
const audits = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

const licence = {
  kind: 'drug_licence',
  number: '京AA0100001',
  issued_on: '2025-07-01',
  expires_on: '2030-06-30',
};
const leaflet = { kind: 'instructions', title: '', number: '', expires_on: '' };

describe("the shop's own papers in the settings", () => {
  it('saves the name and licence number for the papers it prints, audited', async () => {
    const res = await send('PUT', '/admin-api/qualification/supplier', operator, undefined, {
      company_name: '北京药采医药科技有限公司',
      licence_number: '京AA0100001',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.supplier).toEqual({
      company_name: '北京药采医药科技有限公司',
      licence_number: '京AA0100001',
      seal_url: '',
    });
    const [entry] = await audits('qualification.supplier');
    expect(entry).toMatchObject({
      before: { company_name: '', licence_number: '' },
      after: { company_name: '北京药采医药科技有限公司', licence_number: '京AA0100001' },
    });
    // The warehouse has no settings permission.
    expect((await get('/admin-api/qualification', warehouse)).statusCode).toBe(403);
  });

  it('uploads a licence, then replaces it: one file kept, both audited', async () => {
    const first = await send(
      'POST',
      '/admin-api/qualification/licences',
      operator,
      {
        bytes: pdf,
        name: '许可证.pdf',
      },
      licence,
    );
    expect(first.statusCode, first.body).toBe(200);
    const entry = first
      .json()
      .data.licences.find((l: { kind: string }) => l.kind === 'drug_licence');
    expect(entry.document).toMatchObject({
      kind_name: '药品经营许可证',
      number: '京AA0100001',
      expires_on: '2030-06-30',
      expired: 0,
      file_type: 'application/pdf',
    });
    const again = await send(
      'POST',
      '/admin-api/qualification/licences',
      operator,
      {
        bytes: png,
        name: 'scan.png',
      },
      { ...licence, number: '京AA0100002' },
    );
    const replaced = again
      .json()
      .data.licences.find((l: { kind: string }) => l.kind === 'drug_licence');
    expect(replaced.document).toMatchObject({
      id: entry.document.id,
      number: '京AA0100002',
      file_type: 'image/png',
    });
    expect(stored()).toBe(1);
    const file = await get(replaced.document.file_url, operator);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.equals(png)).toBe(true);
    const logged = await audits('qualification.licence');
    expect(
      logged.map((a) => [
        a.before && (a.before as { number: string }).number,
        (a.after as { number: string }).number,
      ]),
    ).toEqual([
      [null, '京AA0100001'],
      ['京AA0100001', '京AA0100002'],
    ]);
  });

  it('takes a PNG seal and nothing else; staff see it, audited', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const refused = await send('POST', '/admin-api/qualification/seal', operator, {
      bytes: jpeg,
      name: 'seal.png',
    });
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['file']]);
    const res = await send('POST', '/admin-api/qualification/seal', operator, {
      bytes: png,
      name: 'seal.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.supplier.seal_url).toMatch(/^\/admin-api\/qualification\/seal\?v=\d+$/);
    const seal = await get('/admin-api/qualification/seal', operator);
    expect([seal.statusCode, seal.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await audits('qualification.seal')).toHaveLength(1);
    // What the 随货同行单 will print.
    const supplier = await t.app.services.qualification.supplier();
    expect(supplier.companyName).toBe('北京药采医药科技有限公司');
    expect(supplier.seal?.equals(png)).toBe(true);
  });

  it('refuses bad uploads with a 422 on the field and stores nothing', async () => {
    const before = stored();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(2000, 7)]);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const fakePdf = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF');
    const cases: [Record<string, string>, { bytes: Buffer; name: string } | undefined, string][] = [
      [licence, { bytes: exe, name: 'licence.pdf' }, 'file'],
      [licence, { bytes: big, name: 'licence.pdf' }, 'file'],
      [licence, { bytes: fakePdf, name: 'licence.pdf' }, 'file'],
      [licence, { bytes: Buffer.alloc(0), name: 'licence.pdf' }, 'file'],
      [licence, undefined, 'file'],
      [{ ...licence, kind: 'passport' }, { bytes: pdf, name: 'a.pdf' }, 'kind'],
      [{ ...licence, expires_on: '2031-02-31' }, { bytes: pdf, name: 'a.pdf' }, 'expires_on'],
      [{ ...licence, issued_on: '2999-01-01' }, { bytes: pdf, name: 'a.pdf' }, 'issued_on'],
      [{ ...licence, expires_on: '2020-01-01' }, { bytes: pdf, name: 'a.pdf' }, 'expires_on'],
      [{ ...licence, number: '京AA\u0000001' }, { bytes: pdf, name: 'a.pdf' }, 'number'],
      // A field the form does not have is named; one named like Object's own the reader refuses.
      [{ ...licence, constructor: 'x' }, { bytes: pdf, name: 'a.pdf' }, 'file'],
    ];
    for (const [fields, file, field] of cases) {
      const res = await send('POST', '/admin-api/qualification/licences', operator, file, fields);
      expect(
        [res.statusCode, Object.keys(res.json().errors ?? {})],
        JSON.stringify(fields),
      ).toEqual([422, [field]]);
    }
    const goodsCases: [Record<string, string>, string][] = [
      [{ ...leaflet, kind: 'other' }, 'title'],
      [{ ...leaflet, expires_on: '2031-13-01' }, 'expires_on'],
      [{ ...leaflet, kind: '__proto__' }, 'kind'],
      // A field the form does not have is named.
      [{ kind: 'instructions', colour: 'red' }, 'colour'],
    ];
    for (const [fields, field] of goodsCases) {
      const res = await send(
        'POST',
        `/admin-api/goods/${goodsId}/documents`,
        operator,
        { bytes: pdf, name: 'a.pdf' },
        fields,
      );
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
    }
    const unknown = await send(
      'POST',
      '/admin-api/goods/999999/documents',
      operator,
      { bytes: pdf, name: 'a.pdf' },
      leaflet,
    );
    expect(unknown.statusCode).toBe(404);
    expect(stored()).toBe(before);
  });
});

describe("a goods' approval documents", () => {
  let docId = 0;
  it('are uploaded, listed and removed in the goods drawer, each change audited', async () => {
    const added = await send(
      'POST',
      `/admin-api/goods/${goodsId}/documents`,
      operator,
      { bytes: pdf, name: 'zcz.pdf' },
      {
        kind: 'registration',
        title: '',
        number: '国药准字H20003263',
        expires_on: '2030-06-30',
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    const again = await send(
      'POST',
      `/admin-api/goods/${goodsId}/documents`,
      operator,
      { bytes: png, name: 'sms.png' },
      leaflet,
    );
    const items = again.json().data.items;
    expect(
      items.map((i: { kind_name: string; expires_on: string | null }) => [
        i.kind_name,
        i.expires_on,
      ]),
    ).toEqual([
      ['药品注册证书/批准证明文件', '2030-06-30'],
      ['说明书', null],
    ]);
    docId = items[1].id;
    // The warehouse reads them, but may not change them.
    expect(
      (await get(`/admin-api/goods/${goodsId}/documents`, warehouse)).json().data.items,
    ).toHaveLength(2);
    expect(
      (await send('DELETE', `/admin-api/goods/${goodsId}/documents/${docId}`, warehouse))
        .statusCode,
    ).toBe(403);
    const [entry] = await audits('goods.document_add');
    expect(entry).toMatchObject({
      targetType: 'goods',
      targetId: String(goodsId),
      after: { kind: 'registration', number: '国药准字H20003263' },
    });
  });

  it('are listed and downloaded by approved buyers only', async () => {
    expect((await get('/api/qualification/shop')).json().code).toBe(10001);
    expect((await get(`/api/goods/${goodsId}/documents`)).statusCode).toBe(401);
    const notYet = await get('/api/qualification/shop', pending);
    expect([notYet.statusCode, notYet.json().msg]).toEqual([
      403,
      '资质审核通过后方可查看和下载首营资料',
    ]);

    const shop = (await get('/api/qualification/shop', demo)).json().data.items;
    expect(shop).toHaveLength(1);
    expect(shop[0]).toMatchObject({
      kind: 'drug_licence',
      file_url: `/api/documents/${shop[0].id}/file`,
    });
    const file = await get(shop[0].file_url, demo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_______-_AA0100002.png"; filename*=UTF-8''${encodeURIComponent('药品经营许可证-京AA0100002.png')}`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await get(shop[0].file_url, pending)).statusCode).toBe(403);
    expect((await get(shop[0].file_url)).statusCode).toBe(401);

    const papers = (await get(`/api/goods/${goodsId}/documents`, demo)).json().data;
    expect(papers.goods_id).toBe(goodsId);
    expect(papers.items).toHaveLength(2);
    const leafletFile = await get(papers.items[1].file_url, demo);
    expect([leafletFile.statusCode, leafletFile.headers['content-type']]).toEqual([
      200,
      'image/png',
    ]);
    // The staff's addresses are not the buyer's.
    expect(
      (await get(`/admin-api/goods/${goodsId}/documents/${docId}/file`, demo)).statusCode,
    ).toBe(401);
  });

  it("hides a hidden goods' papers and answers 404 for unknown or removed ones", async () => {
    await t.db.update(goods).set({ isHidden: true }).where(eq(goods.id, goodsId));
    const hidden = await get(`/api/goods/${goodsId}/documents`, demo);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 404]);
    expect((await get(`/api/documents/${docId}/file`, demo)).statusCode).toBe(404);
    await t.db.update(goods).set({ isHidden: false }).where(eq(goods.id, goodsId));

    expect((await get('/api/documents/999999/file', demo)).json().code).toBe(404);
    const before = stored();
    const removed = await send(
      'DELETE',
      `/admin-api/goods/${goodsId}/documents/${docId}`,
      operator,
    );
    expect(removed.json().data.items).toHaveLength(1);
    expect(stored()).toBe(before - 1);
    expect((await get(`/api/documents/${docId}/file`, demo)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/admin-api/goods/${goodsId}/documents/${docId}`, operator)).statusCode,
    ).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'goods.document_remove'), eq(auditLog.targetId, String(goodsId))),
      );
    expect(entry).toMatchObject({ before: { id: docId, kind: 'instructions' }, after: null });
  });
});
