import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Each test makes its own buyers (each with one default address).

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
});
afterAll(() => t?.close());

const newBuyer = async () => (await makeBuyers(t.db, 1, `addr${++made}`))[0]!;
const send = (method: 'POST' | 'DELETE', url: string, who: TestBuyer, payload: unknown = {}) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as never });
const list = async (who: TestBuyer) =>
  (await t.app.inject({ url: '/api/user/address', headers: who.headers })).json().data as {
    id: number;
    name: string;
    is_default: number;
  }[];
const form = {
  name: '李四',
  phone: '010-12345678',
  region: '北京市 海淀区',
  detail: '中关村大街1号',
};

describe('delivery addresses', () => {
  it('adds, edits and makes an address the only default', async () => {
    const buyer = await newBuyer();
    const added = await send('POST', '/api/user/address', buyer, { ...form, is_default: 1 });
    expect(added.json()).toMatchObject({
      code: 10000,
      msg: '保存成功',
      data: { name: '李四', is_default: 1 },
    });
    const id = added.json().data.id;
    expect((await list(buyer)).filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([id]);

    const edited = await send('POST', `/api/user/address/${id}/edit`, buyer, {
      ...form,
      name: '王五',
    });
    // Unticking the default on the default address keeps it the default.
    expect(edited.json().data).toMatchObject({ name: '王五', is_default: 1 });

    await send('POST', `/api/user/address/${buyer.addressId}/default`, buyer);
    const after = await list(buyer);
    expect(after.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([buyer.addressId]);
  });

  it('promotes another address when the default one is deleted', async () => {
    const buyer = await newBuyer();
    const other = (await send('POST', '/api/user/address', buyer, form)).json().data.id;
    const res = await send('DELETE', `/api/user/address/${buyer.addressId}`, buyer);
    expect(res.json().msg).toBe('删除成功');
    const left = await list(buyer);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: other, is_default: 1 });
  });

  it('refuses bad phones and empty fields with the field message', async () => {
    const buyer = await newBuyer();
    const bad = await send('POST', '/api/user/address', buyer, { ...form, phone: '123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('请输入正确的手机号或座机号（如 010-12345678）');
    const empty = await send('POST', '/api/user/address', buyer, { ...form, detail: '  ' });
    expect(empty.json().msg).toBe('请输入详细地址');
    expect(await list(buyer)).toHaveLength(1);
  });

  it("never shows or changes another company's addresses", async () => {
    const [buyer, stranger] = [await newBuyer(), await newBuyer()];
    const mine = (await list(buyer))[0]!;
    expect((await list(stranger)).map((a) => a.id)).not.toContain(mine.id);
    for (const res of [
      await send('POST', `/api/user/address/${mine.id}/edit`, stranger, form),
      await send('POST', `/api/user/address/${mine.id}/default`, stranger),
      await send('DELETE', `/api/user/address/${mine.id}`, stranger),
    ])
      expect(res.statusCode).toBe(404);
    expect((await list(buyer))[0]).toEqual(mine);
  });

  it('keeps at most 20 addresses', async () => {
    const buyer = await newBuyer();
    for (let i = (await list(buyer)).length; i < 20; i++)
      expect((await send('POST', '/api/user/address', buyer, form)).json().code).toBe(10000);
    const over = await send('POST', '/api/user/address', buyer, form);
    expect(over.json()).toMatchObject({ code: 400, msg: '收货地址最多保存 20 个' });
  });
});
