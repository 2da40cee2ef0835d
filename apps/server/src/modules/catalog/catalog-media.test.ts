import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Uploaded pictures and the package insert (说明书).

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [operator, warehouse] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
  ]);
  [buyer] = (await makeBuyers(t.db, 1, 'goodsmedia')) as [TestBuyer];
});
afterAll(() => t?.close());

const auditCount = async (action: string, id: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action} AND target_id = ${String(id)}`,
    ),
  )[0]!.n;

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----shoptest7f3a';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (id: number, headers: Record<string, string>, file: Buffer, name = 'a.png') => {
  const m = multipart(file, name, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/${id}/images`,
    headers: { ...headers, 'content-type': m.type },
    payload: m.payload,
  });
};

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const buyerGoods = async (id: number) =>
  (await t.app.inject({ url: `/api/goods/detail/${id}`, headers: buyer.headers })).json().data;

describe('goods pictures', () => {
  it('stores two sizes of an uploaded PNG, and the shop shows them', async () => {
    const id = await makeGoods(t.db);
    expect((await buyerGoods(id)).logo).toBe(`/img/goods/${id}/1.svg`);
    const r = await upload(id, operator, await png(800, 600));
    expect(r.statusCode, r.body).toBe(200);
    const [path] = r.json().data.images as [string];
    expect(path).toMatch(new RegExp(`^/uploads/goods/${id}/[0-9a-f]{16}\\.jpg$`));
    const mini = path.replace('.jpg', '-mini.jpg');

    for (const [url, size] of [
      [path, 400],
      [mini, 100],
    ] as const) {
      const f = await t.app.inject({ url });
      expect(f.statusCode, url).toBe(200);
      expect(f.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(f.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([size, size, 'jpeg']);
      // Transparent parts are laid on white, not black.
      const { data } = await sharp(f.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[1]).toBeGreaterThan(100);
    }

    const g = await buyerGoods(id);
    expect(g.logo).toBe(path);
    expect(g.goods_image).toEqual([{ list: path, 'list-mini': mini }]);
    // The cart line shows the same picture.
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/quick-add/${id}`,
      headers: buyer.headers,
    });
    expect(added.json().code, added.body).toBe(10000);
    const cart = await t.app.inject({ url: '/api/cart/list', headers: buyer.headers });
    expect(cart.body).toContain(`"logo":"${path}"`);
    expect(await auditCount('goods.image_add', id)).toBe(1);

    // A second picture, then the first removed: the second leads, the files are gone.
    const second = (await upload(id, operator, await png(300, 300))).json().data.images[1];
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/goods/${id}/images/1`,
      headers: operator,
    });
    expect(del.json().data.images).toEqual([second]);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await buyerGoods(id)).logo).toBe(second);
  });

  it('reorders pictures only as a permutation of the ones there', async () => {
    const id = await makeGoods(t.db);
    const a = (await upload(id, operator, await png(50, 50))).json().data.images[0];
    const b = (await upload(id, operator, await png(60, 60))).json().data.images[1];
    const reorder = (images: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/goods/${id}/images`,
        headers: { ...operator, 'content-type': 'application/json' },
        payload: JSON.stringify({ images }),
      });
    expect((await reorder([b, a])).json().data.images).toEqual([b, a]);
    expect((await reorder([b, '/uploads/goods/1/evil.jpg'])).statusCode).toBe(422);
    expect((await reorder([b])).statusCode).toBe(422);
    expect((await readGoods(t.db, id)).images).toEqual([b, a]);
  });

  it('refuses what is not a picture, too big, or from a role without goods', async () => {
    const id = await makeGoods(t.db);
    const cases: [Record<string, string>, Buffer, number][] = [
      [operator, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 422],
      [operator, Buffer.from('just some text'), 422],
      [operator, Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]), 422],
      [warehouse, await png(10, 10), 403],
    ];
    for (const [who, file, status] of cases) {
      const r = await upload(id, who, file);
      expect(r.statusCode, r.body).toBe(status);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/admin-api/goods/${id}/images`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(422);
    expect((await upload(999_999, operator, await png(10, 10))).statusCode).toBe(404);
    expect((await readGoods(t.db, id)).images).toEqual([]);
    expect(await auditCount('goods.image_add', id)).toBe(0);
  });
});

describe('the package insert', () => {
  const put = (id: number, headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}/instructions`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('is sanitised, audited once and shown to buyers', async () => {
    const id = await makeGoods(t.db);
    const r = await put(id, operator, {
      sections: [
        {
          title: '用法用量',
          html:
            '<p onclick="steal()" style="color:red">口服，<strong>一次2粒</strong></p>' +
            '<script>alert(1)</script><style>p{}</style>' +
            '<a href="javascript:alert(1)">链接</a><img src=x onerror="alert(1)">' +
            '<table><tr><td colspan="2" onmouseover="x()" class="c">剂量</td></tr></table>',
        },
        { title: '自定义段落', html: '<h3>说明</h3><ul><li>一</li></ul>' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const sections = r.json().data.sections;
    expect(sections[0].html).toBe(
      '<p>口服，<strong>一次2粒</strong></p>链接<table><tr><td colspan="2">剂量</td></tr></table>',
    );
    expect(sections[1]).toEqual({ title: '自定义段落', html: '<h3>说明</h3><ul><li>一</li></ul>' });
    const seen = await t.app.inject({ url: `/api/goods/${id}/instructions` });
    expect(seen.json().data).toEqual({ goods_id: id, sections });
    const staffView = await t.app.inject({
      url: `/admin-api/goods/${id}/instructions`,
      headers: warehouse,
    });
    expect(staffView.json().data.sections).toEqual(sections);
    expect(await auditCount('goods.instructions', id)).toBe(1);
  });

  it('refuses bad sections, other roles and hidden goods', async () => {
    const id = await makeGoods(t.db);
    const ok = { sections: [{ title: '禁忌', html: '<p>孕妇禁用</p>' }] };
    expect((await put(id, operator, ok)).statusCode).toBe(200);
    for (const bad of [
      { sections: [{ title: '这是一个远远超过二十个字符长度的说明书段落标题啊', html: '' }] },
      { sections: [{ title: '', html: '<p>x</p>' }] },
      { sections: [{ title: '禁忌', html: '<p>x</p>', extra: 1 }] },
      { sections: 'x' },
      { parts: [] },
    ])
      expect((await put(id, operator, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    expect((await put(id, warehouse, { sections: [] })).statusCode).toBe(403);
    expect((await put(999_999, operator, ok)).statusCode).toBe(404);
    const seen = await t.app.inject({ url: `/api/goods/${id}/instructions` });
    expect(seen.json().data.sections).toEqual(ok.sections);
    expect(await auditCount('goods.instructions', id)).toBe(1);

    const hidden = await makeGoods(t.db, { isHidden: true });
    expect((await t.app.inject({ url: `/api/goods/${hidden}/instructions` })).statusCode).toBe(404);
  });

  it('comes with every demo goods', async () => {
    const [g] = rowsOf<{ id: number; name: string; specification: string }>(
      await t.db.execute(sql`SELECT id, name, specification FROM goods ORDER BY id LIMIT 1`),
    );
    const seen = (await t.app.inject({ url: `/api/goods/${g!.id}/instructions` })).json().data;
    const titles = seen.sections.map((s: { title: string }) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['成分', '适应症', '规格', '用法用量', '禁忌']));
    const spec = seen.sections.find((s: { title: string }) => s.title === '规格');
    expect(spec.html).toBe(`<p>${g!.specification}</p>`);
  });
});
