import { shopDayStart } from '@shop/domain';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';
import { invoiceRequests } from '../../db/schema/invoice.ts';
import { orders } from '../../db/schema/order.ts';

export type InvoiceStatus = 'pending' | 'issued' | 'rejected';
export type InvoiceFilter = {
  /** Buyers always pass their company; staff may not. */
  companyId?: number;
  /** A sub-account that sees only its own orders sees only its own requests. */
  userId?: number;
  orderNo?: string;
  /** Shanghai calendar dates, inclusive. */
  from?: string;
  to?: string;
  status?: InvoiceStatus;
  company?: string;
};

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A date in the shop's time zone (China has no daylight saving): its first instant. */
const nextDay = (d: string) => new Date(shopDayStart(d).getTime() + 86_400_000);

// Lists never read the PDF bytes.
const { pdf: _pdf, ...listed } = getTableColumns(invoiceRequests);

const columns = {
  orderNo: orders.orderNo,
  companyName: companies.name,
  username: users.username,
};
export type InvoiceRow = {
  r: Omit<typeof invoiceRequests.$inferSelect, 'pdf'> & { hasPdf: boolean };
  orderNo: string;
  companyName: string;
  username: string;
};

/** E-invoice requests: a buyer's reads always carry its company id. */
export function invoiceRepo(db: DbOrTx) {
  const select = () =>
    db
      .select({
        ...columns,
        r: { ...listed, hasPdf: sql<boolean>`${invoiceRequests.pdf} is not null` },
      })
      .from(invoiceRequests)
      .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
      .innerJoin(companies, eq(companies.id, invoiceRequests.companyId))
      .innerJoin(users, eq(users.id, invoiceRequests.userId));

  function where(f: InvoiceFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (f.companyId !== undefined) parts.push(eq(invoiceRequests.companyId, f.companyId));
    if (f.userId !== undefined) parts.push(eq(invoiceRequests.userId, f.userId));
    if (f.orderNo) parts.push(ilike(orders.orderNo, like(f.orderNo)));
    if (f.from) parts.push(gte(invoiceRequests.createdAt, shopDayStart(f.from)));
    if (f.to) parts.push(lt(invoiceRequests.createdAt, nextDay(f.to)));
    if (f.status) parts.push(eq(invoiceRequests.status, f.status));
    if (f.company) parts.push(ilike(companies.name, like(f.company)));
    return and(...parts);
  }

  return {
    async page(f: InvoiceFilter, limit: number, offset: number) {
      const w = where(f);
      const [rows, [total]] = await Promise.all([
        select().where(w).orderBy(desc(invoiceRequests.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(invoiceRequests)
          .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
          .innerJoin(companies, eq(companies.id, invoiceRequests.companyId))
          .where(w),
      ]);
      return { rows: rows as InvoiceRow[], total: total?.n ?? 0 };
    },

    /** One request; `companyId` undefined only for staff. */
    async find(id: number, companyId?: number, userId?: number): Promise<InvoiceRow | null> {
      const [row] = await select().where(
        and(
          eq(invoiceRequests.id, id),
          companyId === undefined ? undefined : eq(invoiceRequests.companyId, companyId),
          userId === undefined ? undefined : eq(invoiceRequests.userId, userId),
        ),
      );
      return (row as InvoiceRow | undefined) ?? null;
    },

    /** The live (not rejected) request of an order, else the latest rejected one. */
    async ofOrder(companyId: number | undefined, orderId: number): Promise<InvoiceRow | null> {
      const [row] = await select()
        .where(
          and(
            companyId === undefined ? undefined : eq(invoiceRequests.companyId, companyId),
            eq(invoiceRequests.orderId, orderId),
          ),
        )
        .orderBy(sql`${invoiceRequests.status} = 'rejected'`, desc(invoiceRequests.id))
        .limit(1);
      return (row as InvoiceRow | undefined) ?? null;
    },

    async orderExists(orderId: number): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return row !== undefined;
    },

    async pdf(id: number, companyId?: number, userId?: number) {
      const [row] = await db
        .select({ pdf: invoiceRequests.pdf, invoiceNo: invoiceRequests.invoiceNo })
        .from(invoiceRequests)
        .where(
          and(
            eq(invoiceRequests.id, id),
            eq(invoiceRequests.status, 'issued'),
            companyId === undefined ? undefined : eq(invoiceRequests.companyId, companyId),
            userId === undefined ? undefined : eq(invoiceRequests.userId, userId),
          ),
        );
      return row?.pdf ? { pdf: row.pdf, invoiceNo: row.invoiceNo ?? '' } : null;
    },

    /** null when the order already has a live request (the partial unique index). */
    async insert(v: typeof invoiceRequests.$inferInsert): Promise<number | null> {
      const made = await db
        .insert(invoiceRequests)
        .values(v)
        .onConflictDoNothing()
        .returning({ id: invoiceRequests.id });
      return made[0]?.id ?? null;
    },

    /** pending -> issued; false when it was not pending any more. */
    async issue(id: number, invoiceNo: string, pdf: Buffer, staffId: number) {
      const done = await db
        .update(invoiceRequests)
        .set({ status: 'issued', invoiceNo, pdf, decidedBy: staffId, decidedAt: new Date() })
        .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'pending')))
        .returning({ id: invoiceRequests.id });
      return done.length === 1;
    },

    async reject(id: number, reason: string, staffId: number) {
      const done = await db
        .update(invoiceRequests)
        .set({
          status: 'rejected',
          rejectReason: reason,
          decidedBy: staffId,
          decidedAt: new Date(),
        })
        .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'pending')))
        .returning({ id: invoiceRequests.id });
      return done.length === 1;
    },
  };
}
