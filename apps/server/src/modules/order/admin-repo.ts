import { addDays, shopDayStart } from '@shop/domain';
import {
  and,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains, likeEscape } from '../../db/like.ts';
import { users } from '../../db/schema/auth.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import type { OrderStatus } from './repo.ts';

export type AdminOrderFilter = {
  status?: OrderStatus | undefined;
  keywords: string;
  from?: string | undefined;
  to?: string | undefined;
};

/** The console's reads of orders across every company. */
export function orderAdminRepo(db: DbOrTx) {
  const filtered = (f: AdminOrderFilter, withStatus: boolean): SQL | undefined => {
    const conds: SQL[] = [];
    if (withStatus && f.status) conds.push(eq(orders.status, f.status));
    // The shop's days (Beijing midnight to midnight), not the database session's.
    if (f.from) conds.push(gte(orders.createdAt, shopDayStart(f.from)));
    if (f.to) conds.push(lt(orders.createdAt, shopDayStart(addDays(f.to, 1))));
    if (f.keywords) {
      const anywhere = likeContains(f.keywords);
      conds.push(
        or(
          like(orders.orderNo, `${likeEscape(f.keywords)}%`),
          ilike(companies.name, anywhere),
          exists(
            db
              .select({ one: sql`1` })
              .from(orderLines)
              .where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.name, anywhere))),
          ),
        )!,
      );
    }
    return and(...conds);
  };

  return {
    /** Which of these goods are 冷链 (a parcel of them needs a cold-chain carrier). */
    async coldChain(goodsIds: number[]): Promise<Set<number>> {
      if (goodsIds.length === 0) return new Set();
      const rows = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(inArray(goods.id, goodsIds), eq(goods.isColdChain, true)));
      return new Set(rows.map((r) => r.id));
    },
    async page(f: AdminOrderFilter, limit: number, offset: number) {
      const where = filtered(f, true);
      const [rows, [count], counts] = await Promise.all([
        db
          .select({ order: orders, company: companies.name, userName: users.username })
          .from(orders)
          .innerJoin(companies, eq(companies.id, orders.companyId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(companies, eq(companies.id, orders.companyId))
          .where(where),
        db
          .select({ status: orders.status, n: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(companies, eq(companies.id, orders.companyId))
          .where(filtered(f, false))
          .groupBy(orders.status),
      ]);
      return {
        rows,
        total: count?.n ?? 0,
        counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>,
      };
    },

    async one(id: number) {
      const [row] = await db
        .select({ order: orders, company: companies.name, userName: users.username })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    payments: (orderId: number) =>
      db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id),
  };
}
