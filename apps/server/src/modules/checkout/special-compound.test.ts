import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  auditLog,
  cartLines,
  credentials,
  orderLines,
  orders,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { complianceCalls } from '../../test/compliance.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { ordersAcrossTwoServers } from '../../test/server-process.ts';

// 含特殊药品复方制剂: the per-company limits per order and per month (raced
// by parallel orders, in one process and across two), the purchaser's
// authorisation, own funds only and the registered address; each refusal
// names the rule. docs/decisions/2026-11-28-special-compounds.md

let t: TestApp;
let operator: Record<string, string>;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  operator = await staffLogin(t, 'operator');
}, 120_000);
afterAll(() => t?.close());

const { get, post, put } = jsonCalls(() => t);
const { add, lines, ordersOf, packageOf, addPackage, create } = complianceCalls(() => t);

const RULE = '含特殊药品复方制剂';
const NAME = '复方盐酸伪麻黄碱缓释胶囊（测试）';

/** A 含麻黄碱 goods sold one box at a time, with these limits. */
const specialGoods = (order: number, month: number, name = NAME) =>
  makeGoods(t.db, {
    name,
    drugClass: 'otc_a',
    isSpecialCompound: true,
    midPackQuantity: 1,
    specialOrderLimit: order,
    specialMonthLimit: month,
  });

const buyer = async () => (await makeBuyers(t.db, 1, `thy${++made}`))[0]!;

const ordered = async (b: TestBuyer, goodsId: number, number: number) => {
  expect((await add(b, goodsId, number)).statusCode).toBe(200);
  const ids = (await lines(b)).filter((l) => l.goods.id === goodsId).map((l) => l.id);
  const res = await create(b, ids);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe('the limits per order and per month', () => {
  it('refuses a cart add past the per-order limit, naming the rule', async () => {
    const g = await specialGoods(2, 0);
    const b = await buyer();
    expect((await add(b, g, 2)).statusCode).toBe(200);
    const third = await add(b, g, 1);
    expect([third.statusCode, third.json()]).toEqual([
      422,
      expect.objectContaining({
        msg: `${RULE}：每单限购2盒（${NAME}）`,
        data: { reason: 'special_order_limit', limit: 2, goods_id: g },
      }),
    ]);
    // The quick add and the quick purchase run the same step.
    const quick = await post('/api/user/fast-buy/cart', b.headers, {
      items: [{ goods_id: g, number: 3 }],
    });
    expect(quick.json().data.rows[0]).toMatchObject({
      added: 0,
      note: expect.stringContaining(RULE),
    });
    expect((await lines(b)).find((l) => l.goods.id === g)).toMatchObject({ number: 2 });
  });

  it('refuses the order when staff lowered the limit after the goods went into the cart', async () => {
    const g = await specialGoods(0, 0);
    const b = await buyer();
    expect((await add(b, g, 5)).statusCode).toBe(200);
    const ids = (await lines(b)).map((l) => l.id);
    const edit = await put(`/admin-api/goods/${g}`, operator, { special_order_limit: 3 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ special_order_limit: 3, special_month_limit: 0 });
    const res = await create(b, ids);
    expect([res.statusCode, res.json().data?.reason]).toEqual([422, 'special_order_limit']);
    expect(await ordersOf(b)).toBe(0);
  });

  it('counts the month’s orders not cancelled, and a cancelled one gives its units back', async () => {
    const g = await specialGoods(0, 5);
    const b = await buyer();
    const first = await ordered(b, g, 3);
    const over = await add(b, g, 3);
    expect([over.statusCode, over.json().msg]).toEqual([
      422,
      `${RULE}：每月限购5盒，本月已购3盒（${NAME}）`,
    ]);
    expect(over.json().data).toEqual({
      reason: 'special_month_limit',
      limit: 5,
      bought: 3,
      goods_id: g,
    });
    expect((await add(b, g, 2)).statusCode).toBe(200);
    const cancelled = await post(`/api/order/${first}/cancel`, b.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The line grows to 5: the month is empty again.
    expect((await add(b, g, 3)).statusCode).toBe(200);
    expect(
      (
        await create(
          b,
          (await lines(b)).map((l) => l.id),
        )
      ).statusCode,
    ).toBe(200);
    expect((await add(b, g, 1)).json().data?.reason).toBe('special_month_limit');
    // Last month's orders do not count: the month starts at Beijing midnight on the 1st.
    await t.db
      .update(orders)
      .set({
        createdAt: sql`date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai' - interval '1 minute'`,
      })
      .where(eq(orders.companyId, b.companyId));
    expect((await add(b, g, 1)).statusCode).toBe(200);
  });

  it('another company keeps its own count', async () => {
    const g = await specialGoods(0, 4);
    await ordered(await buyer(), g, 4);
    expect((await add(await buyer(), g, 4)).statusCode).toBe(200);
  });

  it('does not sell such goods in a package', async () => {
    const g = await specialGoods(0, 0);
    const plain = await makeGoods(t.db, { midPackQuantity: 1 });
    const pkg = await packageOf(operator, '含特测试套餐', [plain, g]);
    const res = await addPackage(await buyer(), pkg);
    expect([res.statusCode, res.json().data]).toEqual([
      422,
      { reason: 'special_in_package', goods_id: g },
    ]);
  });
});

describe('parallel orders', () => {
  /** `users` logins of one company, each with a cart line of `number` of the goods. */
  async function company(users: number, goodsId: number, number: number) {
    const [main] = await makeBuyers(t.db, 1, `thyrace${++made}`);
    const rest = await makeBuyers(t.db, users - 1, `thyrace${made}s`, main!.companyId);
    const all = [main!, ...rest];
    await t.db
      .insert(cartLines)
      .values(
        all.map((b) => ({ companyId: b.companyId, userId: b.userId, goodsId, quantity: number })),
      );
    const ids = await t.db
      .select({ id: cartLines.id, userId: cartLines.userId })
      .from(cartLines)
      .where(eq(cartLines.goodsId, goodsId));
    return all.map((b) => ({ b, lineId: ids.find((l) => l.userId === b.userId)!.id }));
  }

  async function bought(companyId: number, goodsId: number) {
    const [row] = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.companyId, companyId), eq(orderLines.goodsId, goodsId)));
    return Number(row!.n);
  }

  type Answer = { code: number; data: { reason?: string } };
  const expectThree = (answers: Answer[]) => {
    expect(answers.filter((a) => a.code === 10000)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 10000);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.data.reason).toBe('special_month_limit');
  };

  it('cannot pass the monthly limit together (8 logins of one company, room for 3)', async () => {
    const g = await specialGoods(0, 6);
    const buyers = await company(8, g, 2);
    const answers = await Promise.all(
      buyers.map(
        async ({ b, lineId }) =>
          (
            await post('/api/order/create', b.headers, {
              ids: [lineId],
              address_id: b.addressId,
              coupon_id: 0,
              key: randomUUID(),
            })
          ).json() as Answer,
      ),
    );
    expectThree(answers);
    expect(await bought(buyers[0]!.b.companyId, g)).toBe(6);
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'cannot pass it across two server processes sharing PostgreSQL',
    async () => {
      const g = await specialGoods(0, 6);
      const buyers = await company(8, g, 2);
      const answers = await ordersAcrossTwoServers<Answer>(
        t.databaseUrl!,
        buyers.map(({ b, lineId }) => ({
          headers: b.headers,
          form: { ids: [lineId], address_id: b.addressId, key: randomUUID() },
        })),
      );
      expectThree(answers);
      expect(await bought(buyers[0]!.b.companyId, g)).toBe(6);
    },
    120_000,
  );
});

describe('the purchaser’s authorisation (采购委托书)', () => {
  const TIP = `${RULE}：须有在有效期内的采购委托书`;

  it('without one the goods are not buyable, with the reason, on every way in', async () => {
    const g = await specialGoods(0, 0);
    const plain = await makeGoods(t.db, { midPackQuantity: 1 });
    const b = await buyer();
    await t.db.delete(credentials).where(eq(credentials.companyId, b.companyId));
    const detail = (await get(`/api/goods/detail/${g}`, b.headers)).json().data;
    expect(detail).toMatchObject({ is_buy: 0, buy_tip: TIP, is_special_compound: 1 });
    const res = await add(b, g, 1);
    expect([res.statusCode, res.json().data]).toEqual([
      422,
      { reason: 'special_authorisation', goods_id: g },
    ]);
    expect(res.json().msg).toContain(`${TIP}（审核通过，载明采购人姓名及身份证号）（${NAME}）`);
    // Other goods are bought as ever.
    expect((await add(b, plain, 1)).statusCode).toBe(200);
  });

  it('an expired one, or one naming no purchaser, does not do', async () => {
    const g = await specialGoods(0, 0);
    const expired = await buyer();
    await t.db
      .update(credentials)
      .set({ expiresOn: '2025-01-31' })
      .where(eq(credentials.companyId, expired.companyId));
    expect((await add(expired, g, 1)).json().data?.reason).toBe('special_authorisation');
    const unnamed = await buyer();
    await t.db
      .update(credentials)
      .set({ holderName: '', holderIdNumber: '' })
      .where(eq(credentials.companyId, unnamed.companyId));
    expect((await add(unnamed, g, 1)).json().data?.reason).toBe('special_authorisation');
  });

  it('holds a line in the cart once it lapsed, and refuses the order', async () => {
    const g = await specialGoods(0, 0);
    const b = await buyer();
    expect((await add(b, g, 1)).statusCode).toBe(200);
    const ids = (await lines(b)).map((l) => l.id);
    await t.db.delete(credentials).where(eq(credentials.companyId, b.companyId));
    // Sessions are read again within seconds (a staff approval announces itself at
    // once): the first request after that is answered from the old one while it is read.
    await new Promise((r) => setTimeout(r, 5_100));
    await lines(b);
    await new Promise((r) => setTimeout(r, 300));
    expect((await lines(b))[0]).toMatchObject({ can_buy: 0, buy_tip: TIP });
    const res = await create(b, ids);
    expect([res.statusCode, res.json().data?.reason]).toEqual([422, 'special_authorisation']);
  }, 20_000);
});

describe('the registered address and own funds', () => {
  it('ships only to the registered address, which the address list marks', async () => {
    const g = await specialGoods(0, 0);
    const b = await buyer();
    const [other] = await t.db
      .insert(addresses)
      .values({
        companyId: b.companyId,
        name: '王五',
        phone: '13900000000',
        region: '北京市',
        detail: '仓库路 9 号',
      })
      .returning({ id: addresses.id });
    const list = (await get('/api/user/address', b.headers)).json().data;
    expect(list.map((a: { id: number; is_registered: number }) => [a.id, a.is_registered])).toEqual(
      expect.arrayContaining([
        [b.addressId, 1],
        [other!.id, 0],
      ]),
    );
    expect((await add(b, g, 1)).statusCode).toBe(200);
    const ids = (await lines(b)).map((l) => l.id);
    const refused = await post('/api/order/create', b.headers, {
      ids,
      address_id: other!.id,
      coupon_id: 0,
      key: randomUUID(),
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      expect.objectContaining({
        msg: `${RULE}：只能发往贵店的注册地址，请选择注册地址（${NAME}）`,
        data: { reason: 'special_address', goods_id: g },
      }),
    ]);
    // Spaces aside, the registered address is the registration's region and address.
    expect((await create(b, ids)).statusCode).toBe(200);
  });

  it('is paid from the balance only: online payment is refused', async () => {
    const g = await specialGoods(0, 0);
    const plain = await makeGoods(t.db, { midPackQuantity: 1 });
    const b = await buyer();
    const id = await ordered(b, g, 1);
    const order = (await get(`/api/order/${id}`, b.headers)).json().data;
    expect(order.own_funds_only).toBe(1);
    const online = await post(`/api/order/${id}/pay`, b.headers, {
      method: 'online',
      key: randomUUID(),
    });
    expect([online.statusCode, online.json().msg, online.json().data]).toEqual([
      400,
      `${RULE}：须以本企业账户余额或对公转账支付，不能在线支付`,
      { reason: 'own_funds_only' },
    ]);
    const paid = await post(`/api/order/${id}/pay`, b.headers, {
      method: 'balance',
      key: randomUUID(),
    });
    expect([paid.statusCode, paid.json().data.status]).toEqual([200, 'paid']);
    // An order of other goods is paid online as before.
    const other = await ordered(b, plain, 1);
    expect((await get(`/api/order/${other}`, b.headers)).json().data.own_funds_only).toBe(0);
    const started = await post(`/api/order/${other}/pay`, b.headers, {
      method: 'online',
      key: randomUUID(),
    });
    expect(started.json().data.pay_url).toBeTruthy();
  });
});

describe('the limits in the console', () => {
  it('are edited with the goods and audited', async () => {
    const g = await specialGoods(0, 0);
    const res = await put(`/admin-api/goods/${g}`, operator, {
      special_order_limit: 10,
      special_month_limit: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'goods'), eq(auditLog.targetId, String(g))));
    expect(JSON.stringify(entry)).toContain('special_month_limit');
    const bad = await put(`/admin-api/goods/${g}`, operator, { special_order_limit: -1 });
    expect(bad.statusCode).toBe(422);
    await setGoods(t.db, g, { specialOrderLimit: 0, specialMonthLimit: 0 });
  });
});
