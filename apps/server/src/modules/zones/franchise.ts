import {
  type AdminFranchiseApplication,
  type FranchiseApplication,
  type FranchiseStatus,
  franchiseStatusTexts,
  type Goods,
} from '@shop/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { franchiseApplications, franchiseGoods } from '../../db/schema/zones.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';

// 加盟专区: the goods offered to franchisees, and a company's application
// to join, which operators approve or decline with a note the buyer sees.

export const FRANCHISE_PAGE_SIZE = 20;

type Deps = {
  db: Db;
  audit: Audit;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

type Row = typeof franchiseApplications.$inferSelect;
type Status = Row['status'] & keyof typeof franchiseStatusTexts;

export type FranchiseInput = {
  company: string;
  contact: string;
  phone: string;
  region: string;
  message: string;
};

const dto = (a: Row): FranchiseApplication => ({
  id: a.id,
  company: a.company,
  contact: a.contact,
  phone: a.phone,
  region: a.region,
  message: a.message,
  status: a.status as Status,
  status_text: franchiseStatusTexts[a.status as Status],
  note: a.note,
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
});

export function franchiseService({ db, audit, goodsByIds }: Deps) {
  const visible = eq(goods.isHidden, false);

  async function status(companyId: number): Promise<FranchiseStatus> {
    const [latest] = await db
      .select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.companyId, companyId))
      .orderBy(desc(franchiseApplications.id))
      .limit(1);
    // A declined company may apply again; a pending or approved one may not.
    return {
      can_apply: !latest || latest.status === 'declined' ? 1 : 0,
      application: latest ? dto(latest) : null,
    };
  }

  return {
    async goods(pageNo: number, buyer: Buyer | null) {
      const [rows, [n]] = await Promise.all([
        db
          .select({ id: goods.id })
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .where(visible)
          .orderBy(asc(franchiseGoods.sort), asc(goods.id))
          .limit(FRANCHISE_PAGE_SIZE)
          .offset((pageNo - 1) * FRANCHISE_PAGE_SIZE),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .where(visible),
      ]);
      const listed = await goodsByIds(
        rows.map((r) => r.id),
        buyer,
      );
      return page(listed, n?.n ?? 0, pageNo, FRANCHISE_PAGE_SIZE);
    },

    status,

    /**
     * One pending application per company: the partial unique index decides
     * between concurrent requests, so two at once make one. An approved
     * company is already a franchisee.
     */
    async apply(companyId: number, input: FranchiseInput) {
      await db.transaction(async (tx) => {
        const [approved] = await tx
          .select({ id: franchiseApplications.id })
          .from(franchiseApplications)
          .where(
            and(
              eq(franchiseApplications.companyId, companyId),
              eq(franchiseApplications.status, 'approved'),
            ),
          )
          .limit(1);
        if (approved) throw new AppError('conflict', '您已是加盟商，无需再次申请');
        const made = await tx
          .insert(franchiseApplications)
          .values({ companyId, ...input })
          .onConflictDoNothing()
          .returning({ id: franchiseApplications.id });
        if (made.length === 0) throw new AppError('conflict', '您的加盟申请正在审核中，请耐心等待');
      });
      return status(companyId);
    },

    // ---- console ----

    async adminList(q: { page: number; page_size: number; status?: Status | undefined }) {
      const where = q.status ? eq(franchiseApplications.status, q.status) : undefined;
      const [rows, [n]] = await Promise.all([
        db
          .select({ a: franchiseApplications, companyName: companies.name })
          .from(franchiseApplications)
          .innerJoin(companies, eq(companies.id, franchiseApplications.companyId))
          .where(where)
          .orderBy(desc(franchiseApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: sql<number>`count(*)::int` }).from(franchiseApplications).where(where),
      ]);
      return page(
        rows.map(
          (r): AdminFranchiseApplication => ({
            ...dto(r.a),
            company_id: r.a.companyId,
            company_name: r.companyName,
          }),
        ),
        n?.n ?? 0,
        q.page,
        q.page_size,
      );
    },

    /** Answers a pending application once; a second answer is refused. */
    async decide(actor: Actor, id: number, decision: 'approved' | 'declined', note: string) {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(franchiseApplications)
          .set({ status: decision, note, decidedAt: new Date() })
          .where(and(eq(franchiseApplications.id, id), eq(franchiseApplications.status, 'pending')))
          .returning();
        if (!done) {
          const [exists] = await tx
            .select({ id: franchiseApplications.id })
            .from(franchiseApplications)
            .where(eq(franchiseApplications.id, id));
          if (!exists) throw notFound('加盟申请');
          throw new AppError('conflict', '该申请已处理');
        }
        await audit(tx, actor, {
          action: 'franchise.decide',
          targetType: 'franchise_application',
          targetId: id,
          before: { status: 'pending' },
          after: { status: decision, note, company_id: done.companyId },
        });
        return dto(done);
      });
    },

    async adminGoods(q: { page: number; page_size: number }) {
      const [rows, [n]] = await Promise.all([
        db
          .select({
            id: goods.id,
            name: goods.name,
            sccj: goods.manufacturer,
            ypgg: goods.specification,
          })
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .orderBy(asc(franchiseGoods.sort), asc(goods.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: sql<number>`count(*)::int` }).from(franchiseGoods),
      ]);
      return page(rows, n?.n ?? 0, q.page, q.page_size);
    },

    async addGoods(actor: Actor, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: goods.id })
          .from(goods)
          .where(inArray(goods.id, goodsIds));
        if (found.length !== goodsIds.length) throw notFound('商品');
        const added = await tx
          .insert(franchiseGoods)
          .values(goodsIds.map((goodsId) => ({ goodsId })))
          .onConflictDoNothing()
          .returning({ goodsId: franchiseGoods.goodsId });
        await audit(tx, actor, {
          action: 'franchise.goods_add',
          targetType: 'franchise_goods',
          targetId: 0,
          before: null,
          after: { goods_ids: added.map((a) => a.goodsId) },
        });
        return { added: added.length };
      });
    },

    async removeGoods(actor: Actor, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(franchiseGoods)
          .where(inArray(franchiseGoods.goodsId, goodsIds))
          .returning({ goodsId: franchiseGoods.goodsId });
        await audit(tx, actor, {
          action: 'franchise.goods_remove',
          targetType: 'franchise_goods',
          targetId: 0,
          before: { goods_ids: gone.map((g) => g.goodsId) },
          after: null,
        });
        return { removed: gone.length };
      });
    },
  };
}

export type FranchiseService = ReturnType<typeof franchiseService>;
