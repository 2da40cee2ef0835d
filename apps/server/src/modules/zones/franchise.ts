import {
  type AdminFranchiseApplication,
  type FranchiseApplication,
  type FranchiseStatus,
  franchiseStatusTexts,
  type Goods,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { franchiseRepo, type FranchiseRow as Row } from './franchise-repo.ts';

// 加盟专区: the goods offered to franchisees, and a company's application
// to join, which operators approve or decline with a note the buyer sees.

export const FRANCHISE_PAGE_SIZE = 20;

type Deps = {
  db: Db;
  audit: Audit;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

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
  async function status(companyId: number): Promise<FranchiseStatus> {
    const latest = await franchiseRepo(db).latestOf(companyId);
    // A declined company may apply again; a pending or approved one may not.
    return {
      can_apply: !latest || latest.status === 'declined' ? 1 : 0,
      application: latest ? dto(latest) : null,
    };
  }

  return {
    async goods(pageNo: number, buyer: Buyer | null) {
      const { ids, total } = await franchiseRepo(db).visibleGoodsIds(
        FRANCHISE_PAGE_SIZE,
        (pageNo - 1) * FRANCHISE_PAGE_SIZE,
      );
      const listed = await goodsByIds(ids, buyer);
      return page(listed, total, pageNo, FRANCHISE_PAGE_SIZE);
    },

    status,

    /**
     * One pending application per company: the partial unique index decides
     * between concurrent requests, so two at once make one. An approved
     * company is already a franchisee.
     */
    async apply(companyId: number, input: FranchiseInput) {
      await db.transaction(async (tx) => {
        const repo = franchiseRepo(tx);
        if (await repo.isApproved(companyId))
          throw new AppError('conflict', '您已是加盟商，无需再次申请');
        if (!(await repo.insertPending({ companyId, ...input })))
          throw new AppError('conflict', '您的加盟申请正在审核中，请耐心等待');
      });
      return status(companyId);
    },

    // ---- console ----

    async adminList(q: { page: number; page_size: number; status?: Status | undefined }) {
      const { rows, total } = await franchiseRepo(db).adminPage(
        q.status,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return page(
        rows.map(
          (r): AdminFranchiseApplication => ({
            ...dto(r.a),
            company_id: r.a.companyId,
            company_name: r.companyName,
          }),
        ),
        total,
        q.page,
        q.page_size,
      );
    },

    /** Answers a pending application once; a second answer is refused. */
    async decide(actor: Actor, id: number, decision: 'approved' | 'declined', note: string) {
      return db.transaction(async (tx) => {
        const repo = franchiseRepo(tx);
        const done = await repo.decidePending(id, {
          status: decision,
          note,
          decidedAt: new Date(),
        });
        if (!done) {
          if (!(await repo.exists(id))) throw notFound('加盟申请');
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
      const { rows, total } = await franchiseRepo(db).goodsPage(
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return page(rows, total, q.page, q.page_size);
    },

    async addGoods(actor: Actor, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        const repo = franchiseRepo(tx);
        if ((await repo.knownGoodsCount(goodsIds)) !== goodsIds.length) throw notFound('商品');
        const added = await repo.addGoods(goodsIds);
        await audit(tx, actor, {
          action: 'franchise.goods_add',
          targetType: 'franchise_goods',
          targetId: 0,
          before: null,
          after: { goods_ids: added },
        });
        return { added: added.length };
      });
    },

    async removeGoods(actor: Actor, goodsIds: number[]) {
      return db.transaction(async (tx) => {
        const gone = await franchiseRepo(tx).removeGoods(goodsIds);
        await audit(tx, actor, {
          action: 'franchise.goods_remove',
          targetType: 'franchise_goods',
          targetId: 0,
          before: { goods_ids: gone },
          after: null,
        });
        return { removed: gone.length };
      });
    },
  };
}

export type FranchiseService = ReturnType<typeof franchiseService>;
