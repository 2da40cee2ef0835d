import type {
  AdminVarietyPage,
  VarietyPage,
  VarietyRequest,
  VarietyStatus,
  varietyRequestBody,
} from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { type VarietyRow as Row, type VarietyInsert, varietyRepo } from './repo.ts';

// 品种求购 (/pzqg): a buyer asks for goods the shop does not stock; staff
// source it, list it (the buyer gets a message linking the goods) or decline.

const statusTexts: Record<VarietyStatus, string> = {
  submitted: '已提交',
  sourcing: '采购中',
  listed: '已上架',
  declined: '未采纳',
};

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
    patch: Partial<VarietyInsert>,
    after?: (tx: Tx, row: Row) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const repo = varietyRepo(tx);
      const before = await repo.lock(id);
      if (!before) throw notFound('求购申请');
      const row = await repo.move(id, from, patch);
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
      const row = await varietyRepo(db).insert({
        companyId: buyer.company.id,
        userId: buyer.user.id,
        name: b.name,
        manufacturer: b.manufacturer,
        specification: b.specification,
        quantity: b.quantity,
        targetPriceFen: price,
        note: b.note,
      });
      return present(row);
    },

    async page(companyId: number, pageNo: number, pageSize: number): Promise<VarietyPage> {
      const { rows, total } = await varietyRepo(db).ofCompany(
        companyId,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(rows.map(present), total, pageNo, pageSize);
    },

    async one(companyId: number, id: number): Promise<VarietyRequest> {
      const row = await varietyRepo(db).one(companyId, id);
      if (!row) throw notFound('求购申请');
      return present(row);
    },

    async adminPage(
      f: { status?: VarietyStatus | undefined; keywords: string },
      pageNo: number,
      pageSize: number,
    ): Promise<AdminVarietyPage> {
      const { rows, total } = await varietyRepo(db).adminPage(f, pageSize, (pageNo - 1) * pageSize);
      return page(
        rows.map((x) => ({
          ...present(x.r),
          company_id: x.r.companyId,
          company_name: x.company,
          goods_name: x.goods ?? '',
        })),
        total,
        pageNo,
        pageSize,
      );
    },

    sourcing: (actor: Actor, id: number) => move(actor, id, ['submitted'], { status: 'sourcing' }),

    /** Listed with the goods now sold; the buyer gets a message that opens it. */
    async list(actor: Actor, id: number, goodsId: number) {
      const goodsName = await varietyRepo(db).goodsName(goodsId);
      if (goodsName === null) throw fieldError('goods_id', '商品不存在');
      return move(
        actor,
        id,
        ['submitted', 'sourcing'],
        { status: 'listed', goodsId, reason: '' },
        (tx, row) =>
          notify(tx, row.companyId, {
            kind: 'variety_listed',
            title: `您求购的「${row.name}」已上架`,
            body: `您提交的求购品种「${row.name}」已上架为「${goodsName}」，欢迎选购。`,
            link: `/list/info/${goodsId}`,
          }),
      );
    },

    decline: (actor: Actor, id: number, reason: string) =>
      move(actor, id, ['submitted', 'sourcing'], { status: 'declined', reason }),
  };
}

export type VarietyService = ReturnType<typeof varietyService>;
