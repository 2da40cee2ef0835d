import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  companies,
  goods,
  groupbuyActivities,
  groupbuyGroups,
  groupbuyMembers,
  users,
} from '../db/schema/index.ts';
import { insertPaidOrder } from './paid-order.ts';

// 拼团 for the demo: running activities (one with a group of two that the
// clinic opened and paid, so `demo` fills it by joining; one with a group of
// three; one with no group, for `demo` to open), one about to start and one
// ended. The clinic's payment is seeded the way the shop records one: the
// order, its balance payment, the wallet debit and the stock taken.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Plan = {
  title: string;
  size: number;
  startsIn: number;
  endsIn: number;
  /** Size of the group the clinic opened and paid, if any. */
  clinicGroup: boolean;
};

const plans: Plan[] = [
  { title: '两人成团 · 冬季常备', size: 2, startsIn: -DAY, endsIn: 30 * DAY, clinicGroup: true },
  { title: '三人成团 · 诊所联采', size: 3, startsIn: -DAY, endsIn: 30 * DAY, clinicGroup: true },
  { title: '两人成团 · 新品尝鲜', size: 2, startsIn: -DAY, endsIn: 20 * DAY, clinicGroup: false },
  { title: '五人成团 · 周末专场', size: 5, startsIn: 2 * DAY, endsIn: 9 * DAY, clinicGroup: false },
  { title: '三人成团 · 上期活动', size: 3, startsIn: -10 * DAY, endsIn: -DAY, clinicGroup: false },
];

export async function insertGroupbuy(tx: Tx, now = new Date()) {
  // Plain goods that anyone approved may buy, with stock to spare.
  const picked = await tx
    .select({
      id: goods.id,
      name: goods.name,
      manufacturer: goods.manufacturer,
      specification: goods.specification,
      unit: goods.unit,
      priceFen: goods.priceFen,
      midPack: goods.midPackQuantity,
      stock: goods.stock,
    })
    .from(goods)
    .where(
      and(
        eq(goods.isHidden, false),
        eq(goods.isControlled, false),
        eq(goods.warehouseId, 1),
        gte(goods.stock, 500),
        gte(goods.priceFen, 500),
        sql`${goods.midPackQuantity} BETWEEN 1 AND 10`,
        sql`${goods.id} % 10 = 9`,
      ),
    )
    .orderBy(goods.id)
    .limit(plans.length);
  if (picked.length < plans.length) return;
  const [clinic] = await tx
    .select({ companyId: users.companyId, userId: users.id })
    .from(users)
    .where(eq(users.username, 'clinic'));
  if (!clinic) return;
  for (const [i, p] of plans.entries()) {
    const g = picked[i]!;
    const quantity = g.midPack * 2;
    // 拼团价: about 85% of the member price, whole fen.
    const priceFen = Math.floor((g.priceFen * 85) / 100);
    await tx.update(goods).set({ purchaseLimit: quantity }).where(eq(goods.id, g.id));
    // Marked 拼团 the way the console marks it: while the activity has not ended.
    if (p.endsIn > 0) await tx.update(goods).set({ activityType: 1 }).where(eq(goods.id, g.id));
    const [a] = await tx
      .insert(groupbuyActivities)
      .values({
        goodsId: g.id,
        title: p.title,
        priceFen,
        groupSize: p.size,
        quantity,
        groupHours: 72,
        startsAt: new Date(now.getTime() + p.startsIn),
        endsAt: new Date(now.getTime() + p.endsIn),
      })
      .returning();
    if (!p.clinicGroup) continue;

    const paidAt = new Date(now.getTime() - HOUR);
    const o = await insertPaidOrder(tx, {
      buyer: clinic,
      goods: g,
      quantity,
      unitPriceFen: priceFen,
      orderNo: `PT${now.getTime()}${i}`,
      key: `seed-groupbuy-${i}`,
      paidAt,
      status: 'grouping',
      payMethod: 'balance',
      promo: { kind: 'group' },
    });
    if (!o) continue;
    const [grp] = await tx
      .insert(groupbuyGroups)
      .values({
        activityId: a!.id,
        openerCompanyId: clinic.companyId,
        size: p.size,
        members: 1,
        paid: 1,
        // As the activity's rule says: 72 hours from the opener's payment.
        expiresAt: new Date(paidAt.getTime() + 72 * HOUR),
        createdAt: paidAt,
      })
      .returning();
    await tx.insert(groupbuyMembers).values({
      groupId: grp!.id,
      companyId: clinic.companyId,
      userId: clinic.userId,
      orderId: o.id,
      state: 'paid',
      createdAt: paidAt,
    });
  }
}

/** For a database seeded before group-buy existed: adds it once. */
export async function seedGroupbuyIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: groupbuyActivities.id }).from(groupbuyActivities).limit(1);
  if (any) return false;
  const [clinic] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (!clinic) return false;
  await db.transaction((tx) => insertGroupbuy(tx));
  return true;
}
