import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import {
  goodsLots,
  orderLineLots,
  orderLines,
  orders,
  stockLedger,
} from '../../db/schema/index.ts';
import { makeGoods, readGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { create, fill, get, newBuyer, post } from '../../test/scene.ts';
import { lotsExpiry } from './lots-expiry.ts';
import { inventoryRepo } from './repo.ts';
import { inventoryService } from './service.ts';

// Stock held per lot: an order's lines take lots first expiry first (near
// lots last outside the near-expiry zone), never a lot past its date even
// before the job runs, and what comes back goes to the lot it came from (or
// its quarantine). Docs: docs/decisions/2026-11-28-lots.md.

let t: TestApp;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
  warehouse = await staffLogin(t, 'warehouse');
});
afterAll(() => t?.close());

const today = () => shopDay(new Date());
const months = (n: number) => addDays(today(), Math.round(n * 30.5));

type LotSpec = { lotNo: string; expiry: string; quantity: number; state?: string };

/** A goods holding exactly these lots (its test lot emptied), its figures derived from them. */
async function goodsWithLots(lots: LotSpec[], patch: { warehouseId?: number } = {}) {
  const goodsId = await makeGoods(t.db, { midPackQuantity: 1, ...patch });
  await t.db.update(goodsLots).set({ quantity: 0 }).where(eq(goodsLots.goodsId, goodsId));
  for (const [i, l] of lots.entries())
    await t.db.insert(goodsLots).values({
      goodsId,
      lotNo: l.lotNo,
      productionDate: addDays(l.expiry, -730),
      expiryDate: l.expiry,
      quantity: l.quantity,
      supplier: '国药控股',
      state: l.state ?? 'selling',
      receivedAt: new Date(Date.now() - (lots.length - i) * 60_000),
    });
  await t.db.transaction(async (tx) => {
    const repo = inventoryRepo(tx);
    await repo.lockGoods([goodsId]);
    await repo.refresh([goodsId]);
  });
  return goodsId;
}

const lotsOf = async (goodsId: number) =>
  Object.fromEntries(
    (await t.db.select().from(goodsLots).where(eq(goodsLots.goodsId, goodsId))).map((l) => [
      l.lotNo,
      { quantity: l.quantity, quarantine: l.quarantineQuantity },
    ]),
  );

async function order(goodsId: number, number: number) {
  const b = await newBuyer(t, 'lot');
  const ids = await fill(t, b, [{ goods_id: goodsId, number }]);
  const res = await create(t, b, ids);
  return { b, res };
}

describe('FEFO allocation', () => {
  it('takes the earliest expiry first, spans lots, records them on the line and the ledger', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'A2801', expiry: months(26), quantity: 3 },
      { lotNo: 'B2712', expiry: months(20), quantity: 2 },
      { lotNo: 'C2901', expiry: months(38), quantity: 10 },
    ]);
    const g = await readGoods(t.db, goodsId);
    expect(g.stock).toBe(15);
    expect(g.expiryDate).toBe(months(20));

    const { b, res } = await order(goodsId, 4);
    expect(res.json(), res.body).toMatchObject({ code: 10000 });
    expect(await lotsOf(goodsId)).toMatchObject({
      B2712: { quantity: 0 },
      A2801: { quantity: 1 },
      C2901: { quantity: 10 },
    });
    const after = await readGoods(t.db, goodsId);
    expect(after.stock).toBe(11);
    // The lot that ships next is A now.
    expect(after.expiryDate).toBe(months(26));
    expect(after.isShortExpiry).toBe(false);

    const detail = await get(t, `/api/order/${res.json().data.id}`, b);
    expect(detail.json().data.lines[0].lots).toEqual([
      {
        lot_no: 'B2712',
        production_date: addDays(months(20), -730),
        expiry_date: months(20),
        quantity: 2,
      },
      {
        lot_no: 'A2801',
        production_date: addDays(months(26), -730),
        expiry_date: months(26),
        quantity: 2,
      },
    ]);
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.goodsId, goodsId))
      .orderBy(stockLedger.id);
    expect(ledger.map((e) => [e.change, e.stockAfter, e.kind])).toEqual([
      [-2, 13, 'order'],
      [-2, 11, 'order'],
    ]);
  });

  it('splits the lots between two lines of one goods in line order', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'E1', expiry: months(12), quantity: 3 },
      { lotNo: 'E2', expiry: months(18), quantity: 5 },
    ]);
    const b = await newBuyer(t, 'lot');
    const no = `LOTS${Date.now()}`;
    // One order with a plain line and a gift line of the same goods, as 满赠 writes them.
    const lineIds = await t.db.transaction(async (tx) => {
      const [o] = await tx
        .insert(orders)
        .values({
          orderNo: no,
          companyId: b.companyId,
          userId: b.userId,
          idempotencyKey: no,
          goodsFen: 0,
          reductionFen: 0,
          couponFen: 0,
          shippingFen: 0,
          payFen: 0,
          address: { name: '张三', phone: '13800000000', region: '湖北 武汉', detail: '1号' },
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning();
      const line = {
        orderId: o!.id,
        goodsId,
        name: 'x',
        manufacturer: 'x',
        specification: 'x',
        unit: '盒',
        unitPriceFen: 0,
        amountFen: 0,
      };
      const made = await tx
        .insert(orderLines)
        .values([
          { ...line, quantity: 2 },
          { ...line, quantity: 4 },
        ])
        .returning({ id: orderLines.id });
      const short = await inventoryService().take(
        tx,
        [
          { goodsId, quantity: 2 },
          { goodsId, quantity: 4 },
        ],
        no,
      );
      expect(short).toBeNull();
      return made.map((m) => m.id);
    });
    const got = await t.db
      .select({ line: orderLineLots.orderLineId, lot: goodsLots.lotNo, q: orderLineLots.quantity })
      .from(orderLineLots)
      .innerJoin(goodsLots, eq(goodsLots.id, orderLineLots.lotId))
      .where(eq(goodsLots.goodsId, goodsId))
      .orderBy(orderLineLots.orderLineId, goodsLots.expiryDate);
    expect(got.map((l) => [lineIds.indexOf(l.line), l.lot, l.q])).toEqual([
      [0, 'E1', 2],
      [1, 'E1', 1],
      [1, 'E2', 3],
    ]);
    expect(await lotsOf(goodsId)).toMatchObject({ E1: { quantity: 0 }, E2: { quantity: 2 } });
  });

  it('refuses an order the sellable lots cannot fill, writing nothing, with what is available', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'F1', expiry: months(12), quantity: 2 },
      { lotNo: 'F2', expiry: months(14), quantity: 1, state: 'frozen' },
    ]);
    expect((await readGoods(t.db, goodsId)).stock).toBe(2);
    const b = await newBuyer(t, 'lot');
    // The cart refuses more than the stock; the lot is frozen after the cart took 2.
    const ids = await fill(t, b, [{ goods_id: goodsId, number: 2 }]);
    await t.db.update(goodsLots).set({ quantity: 1 }).where(eq(goodsLots.lotNo, 'F1'));
    const res = await create(t, b, ids);
    expect(res.json().data).toMatchObject({ reason: 'out_of_stock', available: 1 });
    expect(await lotsOf(goodsId)).toMatchObject({ F1: { quantity: 1 }, F2: { quantity: 1 } });
  });
});

describe('near-expiry lots', () => {
  it('go after every longer-dated lot on a plain goods, and are sold once nothing else is left', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'N2603', expiry: months(3), quantity: 5 },
      { lotNo: 'L2806', expiry: months(30), quantity: 2 },
    ]);
    const g = await readGoods(t.db, goodsId);
    expect(g.expiryDate).toBe(months(30));
    expect(g.isShortExpiry).toBe(false);
    expect((await order(goodsId, 2)).res.json().code).toBe(10000);
    expect(await lotsOf(goodsId)).toMatchObject({ N2603: { quantity: 5 }, L2806: { quantity: 0 } });
    // Only the near lot is left: the goods now shows its date and 近效期.
    const now = await readGoods(t.db, goodsId);
    expect(now.expiryDate).toBe(months(3));
    expect(now.isShortExpiry).toBe(true);
    expect((await order(goodsId, 3)).res.json().code).toBe(10000);
    expect(await lotsOf(goodsId)).toMatchObject({ N2603: { quantity: 2 } });
  });

  it('go first (plain FEFO) on the near-expiry zone’s own goods row (ck_id 3)', async () => {
    const goodsId = await goodsWithLots(
      [
        { lotNo: 'Z1', expiry: months(3), quantity: 5 },
        { lotNo: 'Z2', expiry: months(30), quantity: 5 },
      ],
      { warehouseId: 3 },
    );
    expect((await readGoods(t.db, goodsId)).isShortExpiry).toBe(true);
    expect((await order(goodsId, 2)).res.json().code).toBe(10000);
    expect(await lotsOf(goodsId)).toMatchObject({ Z1: { quantity: 3 }, Z2: { quantity: 5 } });
  });

  it('follows the near_expiry_months setting', async () => {
    const goodsId = await goodsWithLots([{ lotNo: 'S1', expiry: months(8), quantity: 5 }]);
    expect((await readGoods(t.db, goodsId)).isShortExpiry).toBe(false);
    const admin = await staffLogin(t, 'admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ near_expiry_months: 12 }),
    });
    expect(put.json(), put.body).toMatchObject({ code: 10000, data: { near_expiry_months: 12 } });
    await lotsExpiry(t.db, async () => {})();
    expect((await readGoods(t.db, goodsId)).isShortExpiry).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ near_expiry_months: 6 }),
    });
    await lotsExpiry(t.db, async () => {})();
    expect((await readGoods(t.db, goodsId)).isShortExpiry).toBe(false);
  });
});

describe('expiry', () => {
  it('never allocates a lot past its date, even before the job marks it', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'OLD1', expiry: months(6), quantity: 4 },
      { lotNo: 'NEW1', expiry: months(20), quantity: 1 },
    ]);
    const b = await newBuyer(t, 'lot');
    const ids = await fill(t, b, [{ goods_id: goodsId, number: 3 }]);
    // The lot's date passes (yesterday) while the job has not run yet.
    await t.db
      .update(goodsLots)
      .set({ expiryDate: addDays(today(), -1), productionDate: addDays(today(), -800) })
      .where(eq(goodsLots.lotNo, 'OLD1'));
    expect((await readGoods(t.db, goodsId)).stock).toBe(5);
    const res = await create(t, b, ids);
    expect(res.json().data).toMatchObject({ reason: 'out_of_stock', available: 1 });

    const done = await lotsExpiry(t.db, async () => {})();
    expect(done).toBeGreaterThan(0);
    const [old] = await t.db.select().from(goodsLots).where(eq(goodsLots.lotNo, 'OLD1'));
    expect(old).toMatchObject({ state: 'expired', quantity: 4 });
    const g = await readGoods(t.db, goodsId);
    expect(g.stock).toBe(1);
    expect(g.expiryDate).toBe(months(20));
    const [last] = await t.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.goodsId, goodsId))
      .orderBy(sql`${stockLedger.id} DESC`)
      .limit(1);
    expect(last).toMatchObject({ kind: 'expire', change: -4, stockAfter: 1, lotId: old!.id });
  });
});

describe('giving back', () => {
  it('returns a cancelled order to its lots once, and into quarantine where the lot stopped selling', async () => {
    const goodsId = await goodsWithLots([
      { lotNo: 'G1', expiry: months(10), quantity: 2 },
      { lotNo: 'G2', expiry: months(20), quantity: 5 },
    ]);
    const { b, res } = await order(goodsId, 4);
    expect(res.json().code).toBe(10000);
    expect(await lotsOf(goodsId)).toMatchObject({ G1: { quantity: 0 }, G2: { quantity: 3 } });
    // G1 is frozen (质量疑问) while the order waits for payment.
    await t.db
      .update(goodsLots)
      .set({ state: 'frozen', reason: '质量疑问' })
      .where(eq(goodsLots.lotNo, 'G1'));
    const orderId = res.json().data.id;
    const cancel = await post(t, `/api/order/${orderId}/cancel`, b);
    expect(cancel.json(), cancel.body).toMatchObject({ code: 10000 });
    expect(await lotsOf(goodsId)).toMatchObject({
      G1: { quantity: 0, quarantine: 2 },
      G2: { quantity: 5, quarantine: 0 },
    });
    expect((await readGoods(t.db, goodsId)).stock).toBe(5);
    const back = await t.db
      .select({ q: orderLineLots.quantity, r: orderLineLots.returnedQuantity })
      .from(orderLineLots)
      .innerJoin(orderLines, eq(orderLines.id, orderLineLots.orderLineId))
      .where(eq(orderLines.orderId, orderId));
    for (const l of back) expect(l.r).toBe(l.q);
    // A second give-back of the same line (a retried sweep) finds nothing left to return.
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await t.db.transaction(async (tx) => {
      await inventoryService().giveBack(tx, [{ id: line!.id, goodsId, quantity: 4 }], {
        kind: 'cancel',
        ref: 'again',
      });
    });
    expect(await lotsOf(goodsId)).toMatchObject({
      G1: { quantity: 0, quarantine: 2 },
      G2: { quantity: 5, quarantine: 0 },
    });
    const ledgerSum = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`SELECT coalesce(sum(change), 0)::int AS n FROM stock_ledger WHERE goods_id = ${goodsId}`,
      ),
    )[0]!.n;
    // The ledger's changes explain the sellable stock (7 at the start, 5 now).
    expect(7 + ledgerSum).toBe(5);
  });
});

describe('another company', () => {
  it('sees neither the order nor its lots', async () => {
    const goodsId = await goodsWithLots([{ lotNo: 'P1', expiry: months(12), quantity: 5 }]);
    const { res } = await order(goodsId, 1);
    const stranger = await newBuyer(t, 'lot');
    const peek = await get(t, `/api/order/${res.json().data.id}`, stranger);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('P1');
  });
});

describe('the console sees each line’s lots', () => {
  it('on the order detail', async () => {
    const goodsId = await goodsWithLots([{ lotNo: 'K1', expiry: months(12), quantity: 5 }]);
    const { res } = await order(goodsId, 2);
    const detail = await t.app.inject({
      url: `/admin-api/orders/${res.json().data.id}`,
      headers: warehouse,
    });
    expect(detail.json(), detail.body).toMatchObject({ code: 10000 });
    expect(detail.json().data.lines[0].lots).toEqual([
      expect.objectContaining({ lot_no: 'K1', quantity: 2, expiry_date: months(12) }),
    ]);
  });
});
