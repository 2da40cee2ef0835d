import type {
  AdminVarietyPage,
  VarietyPage,
  VarietyRequest,
  VarietyStatus,
  varietyRequestBody,
} from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { varietyRequests } from '../../db/schema/varieties.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';

// 品种求购 (/pzqg): a buyer asks for goods the shop does not stock; staff
// source it, list it (the buyer gets a message linking the goods) or decline.

const statusTexts: Record<VarietyStatus, string> = {
  submitted: '已提交',
  sourcing: '采购中',
  listed: '已上架',
  declined: '未采纳',
};

type Row = typeof varietyRequests.$inferSelect;

function present(r: Row): VarietyRequest {
  const status = r.status as VarietyStatus;
  return {
    id: r.id,
    name: r.name,
    manufacturer: r.manufacturer,
    specification: r.specification,
    quantity: r.quantity,
    price: r.targetPriceFen > 0 ? formatYuan(r.targetPriceFen) : null,
    note: r.note,
    status,
    status_text: statusTexts[status] ?? r.status,
    goods_id: r.goodsId,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

type Body = z.output<typeof varietyRequestBody>;

export function varietyService({ db, audit, notify }: { db: Db; audit: Audit; notify: Notify }) {
  /** A staff step: the row locked, moved only from the states given, audited, in one transaction. */
  async function move(
    actor: Actor,
    id: number,
    from: VarietyStatus[],
    patch: Partial<typeof varietyRequests.$inferInsert>,
    after?: (tx: Tx, row: Row) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(varietyRequests)
        .where(eq(varietyRequests.id, id))
        .for('update');
      if (!before) throw notFound('求购申请');
      const [row] = await tx
        .update(varietyRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(varietyRequests.id, id), inArray(varietyRequests.status, from)))
        .returning();
      if (!row)
        throw new AppError(
          'conflict',
          `该求购申请${statusTexts[before.status as VarietyStatus] ?? ''}，不能再这样处理`,
        );
      await audit(tx, actor, {
        action: `variety.${row.status}`,
        targetType: 'variety_request',
        targetId: id,
        before: { status: before.status },
        after: { status: row.status, goods_id: row.goodsId, reason: row.reason },
      });
      await after?.(tx, row);
      return present(row);
    });
  }

  return {
    async create(buyer: Buyer, b: Body): Promise<VarietyRequest> {
      const price = b.price === '' ? 0 : parseYuan(b.price);
      if (price === null) throw fieldError('price', '目标价格格式不正确');
      // 0 would read back as "no target price": the typed value must not change.
      if (price === 0 && b.price !== '')
        throw fieldError('price', '目标价格须大于 0，不填则为不限');
      const [row] = await db
        .insert(varietyRequests)
        .values({
          companyId: buyer.company.id,
          userId: buyer.user.id,
          name: b.name,
          manufacturer: b.manufacturer,
          specification: b.specification,
          quantity: b.quantity,
          targetPriceFen: price,
          note: b.note,
        })
        .returning();
      return present(row!);
    },

    async page(companyId: number, pageNo: number, pageSize: number): Promise<VarietyPage> {
      const where = eq(varietyRequests.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(varietyRequests)
          .where(where)
          .orderBy(desc(varietyRequests.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(varietyRequests).where(where),
      ]);
      return page(rows.map(present), total?.n ?? 0, pageNo, pageSize);
    },

    async one(companyId: number, id: number): Promise<VarietyRequest> {
      const [row] = await db
        .select()
        .from(varietyRequests)
        .where(and(eq(varietyRequests.id, id), eq(varietyRequests.companyId, companyId)));
      if (!row) throw notFound('求购申请');
      return present(row);
    },

    async adminPage(
      f: { status?: VarietyStatus | undefined; keywords: string },
      pageNo: number,
      pageSize: number,
    ): Promise<AdminVarietyPage> {
      const conds: SQL[] = [];
      if (f.status) conds.push(eq(varietyRequests.status, f.status));
      if (f.keywords) {
        const k = likeContains(f.keywords);
        conds.push(
          or(
            ilike(varietyRequests.name, k),
            ilike(varietyRequests.manufacturer, k),
            ilike(companies.name, k),
          )!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: varietyRequests, company: companies.name, goods: goods.name })
          .from(varietyRequests)
          .innerJoin(companies, eq(companies.id, varietyRequests.companyId))
          .leftJoin(goods, eq(goods.id, varietyRequests.goodsId))
          .where(where)
          .orderBy(desc(varietyRequests.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: count() })
          .from(varietyRequests)
          .innerJoin(companies, eq(companies.id, varietyRequests.companyId))
          .where(where),
      ]);
      return page(
        rows.map((x) => ({
          ...present(x.r),
          company_id: x.r.companyId,
          company_name: x.company,
          goods_name: x.goods ?? '',
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    },

    sourcing: (actor: Actor, id: number) => move(actor, id, ['submitted'], { status: 'sourcing' }),

    /** Listed with the goods now sold; the buyer gets a message that opens it. */
    async list(actor: Actor, id: number, goodsId: number) {
      const [g] = await db.select({ name: goods.name }).from(goods).where(eq(goods.id, goodsId));
      if (!g) throw fieldError('goods_id', '商品不存在');
      return move(
        actor,
        id,
        ['submitted', 'sourcing'],
        { status: 'listed', goodsId, reason: '' },
        (tx, row) =>
          notify(tx, row.companyId, {
            kind: 'variety_listed',
            title: `您求购的「${row.name}」已上架`,
            body: `您提交的求购品种「${row.name}」已上架为「${g.name}」，欢迎选购。`,
            link: `/list/info/${goodsId}`,
          }),
      );
    },

    decline: (actor: Actor, id: number, reason: string) =>
      move(actor, id, ['submitted', 'sourcing'], { status: 'declined', reason }),
  };
}

export type VarietyService = ReturnType<typeof varietyService>;
