import type { AdminCouponTemplate } from '@shop/contract';
import { formatYuan, parseYuan, windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type ScopeNames, scopeText, validText } from './coupon-centre.ts';
import { couponCentreRepo, type TemplateRow } from './coupon-centre-repo.ts';
import { couponTemplatesRepo } from './coupon-templates-repo.ts';

// The coupon centre's templates as operators run them: create, edit, stop
// and start again, every write in the audit log. A buyer's claimed coupon
// keeps the terms it was claimed with.

type Status = AdminCouponTemplate['status'];
const statusTexts: Record<Status, string> = {
  upcoming: '未开始',
  running: '领取中',
  ended: '已结束',
  stopped: '已停用',
};

export type TemplateFilter = {
  status?: Status | undefined;
  type?: 1 | 2 | undefined;
  keywords: string;
};

export type TemplateBody = {
  name?: string | undefined;
  type?: 1 | 2 | undefined;
  amount?: string | undefined;
  min_amount?: string | undefined;
  total?: number | undefined;
  per_buyer?: number | undefined;
  goods_ids?: number[] | undefined;
  category_ids?: number[] | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
  valid_days?: number | undefined;
  valid_to?: Date | null | undefined;
};

const statusOf = (t: TemplateRow, now = Date.now()): Status => windowState(t, now);

export function presentAdminTemplate(
  t: TemplateRow,
  used: number,
  names: ScopeNames,
): AdminCouponTemplate {
  const status = statusOf(t);
  const pick = (list: number[], map: Map<number, string>) =>
    list.map((id) => ({ id, name: map.get(id) ?? `#${id}（已删除）` }));
  return {
    id: t.id,
    name: t.name,
    type: t.kind === 2 ? 2 : 1,
    type_text: t.kind === 2 ? '现金券' : '优惠券',
    amount: formatYuan(t.amountFen),
    min_amount: formatYuan(t.minSpendFen),
    total: t.total,
    issued: t.issued,
    used,
    per_buyer: t.perBuyer,
    goods: pick(t.scopeGoodsIds, names.goods),
    categories: pick(t.scopeCategoryIds, names.categories),
    scope_text: scopeText(t, names),
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    valid_days: t.validDays,
    valid_to: t.validTo?.toISOString() ?? null,
    valid_text: validText(t),
    status,
    status_text: statusTexts[status],
    created_at: t.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a template. */
const auditView = (t: TemplateRow) => ({
  name: t.name,
  kind: t.kind,
  amount: formatYuan(t.amountFen),
  min_amount: formatYuan(t.minSpendFen),
  total: t.total,
  per_buyer: t.perBuyer,
  goods_ids: t.scopeGoodsIds,
  category_ids: t.scopeCategoryIds,
  starts_at: t.startsAt.toISOString(),
  ends_at: t.endsAt.toISOString(),
  valid_days: t.validDays,
  valid_to: t.validTo?.toISOString() ?? null,
  enabled: t.enabled,
});

const fen = (yuan: string) => parseYuan(yuan) ?? 0;

/** The body over the stored row: what the template would be. */
function merged(was: TemplateRow | null, b: TemplateBody): Omit<TemplateRow, 'id' | 'createdAt'> {
  const kind = b.type ?? was?.kind ?? 1;
  return {
    name: b.name ?? was!.name,
    kind,
    amountFen: b.amount !== undefined ? fen(b.amount) : was!.amountFen,
    // A cash voucher has no threshold.
    minSpendFen:
      kind === 2 ? 0 : b.min_amount !== undefined ? fen(b.min_amount) : (was?.minSpendFen ?? 0),
    total: b.total ?? was!.total,
    issued: was?.issued ?? 0,
    perBuyer: b.per_buyer ?? was?.perBuyer ?? 1,
    scopeGoodsIds: b.goods_ids ?? was?.scopeGoodsIds ?? [],
    scopeCategoryIds: b.category_ids ?? was?.scopeCategoryIds ?? [],
    startsAt: b.starts_at ?? was!.startsAt,
    endsAt: b.ends_at ?? was!.endsAt,
    validDays: b.valid_days ?? was?.validDays ?? 0,
    validTo: b.valid_to !== undefined ? b.valid_to : (was?.validTo ?? null),
    enabled: was?.enabled ?? true,
  };
}

/** The rules a template must keep, checked on the whole of it (an edit sends parts). */
function refuseBadTerms(t: ReturnType<typeof merged>) {
  if (t.amountFen <= 0) throw fieldError('amount', '面额须大于 0');
  if (t.kind === 1 && t.minSpendFen > 0 && t.amountFen >= t.minSpendFen)
    throw fieldError('amount', '面额须小于使用门槛');
  if (t.startsAt >= t.endsAt) throw fieldError('ends_at', '领取结束时间须晚于开始时间');
  if (t.validDays === 0 && !t.validTo) throw fieldError('valid_to', '请设置有效天数或有效期至');
  if (t.validDays === 0 && t.validTo && t.validTo < t.endsAt)
    throw fieldError('valid_to', '有效期须不早于领取结束时间');
  if (t.total < t.issued) throw fieldError('total', `已发放 ${t.issued} 张，总量不能少于已发放数`);
}

export function couponTemplatesAdmin({ db, audit }: { db: Db; audit: Audit }) {
  const namesOf = (via: DbOrTx, rows: TemplateRow[]): Promise<ScopeNames> =>
    couponCentreRepo(via).names(
      [...new Set(rows.flatMap((r) => r.scopeGoodsIds))],
      [...new Set(rows.flatMap((r) => r.scopeCategoryIds))],
    );

  async function present(via: DbOrTx, rows: TemplateRow[]) {
    const [names, used] = await Promise.all([
      namesOf(via, rows),
      couponTemplatesRepo(via).used(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => presentAdminTemplate(r, used.get(r.id) ?? 0, names));
  }

  async function row(via: DbOrTx, id: number, lock = false) {
    const found = await couponTemplatesRepo(via).one(id, lock);
    if (!found) throw notFound('优惠券模板');
    return found;
  }

  /** Goods and categories named by a scope must exist. */
  async function refuseUnknownScope(tx: DbOrTx, t: ReturnType<typeof merged>) {
    const names = await namesOf(tx, [{ ...t, id: 0, createdAt: new Date() }]);
    const goneGoods = t.scopeGoodsIds.filter((id) => !names.goods.has(id));
    if (goneGoods.length) throw fieldError('goods_ids', `商品 ${goneGoods.join(',')} 不存在`);
    const goneCats = t.scopeCategoryIds.filter((id) => !names.categories.has(id));
    if (goneCats.length) throw fieldError('category_ids', `分类 ${goneCats.join(',')} 不存在`);
  }

  return {
    async list(f: TemplateFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await couponTemplatesRepo(db).page(
        f,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(await present(db, rows), total, pageNo, pageSize);
    },

    async one(id: number) {
      return (await present(db, [await row(db, id)]))[0]!;
    },

    async create(actor: Actor, b: TemplateBody) {
      const t = merged(null, b);
      refuseBadTerms(t);
      if (t.endsAt.getTime() <= Date.now()) throw fieldError('ends_at', '领取结束时间须晚于现在');
      return db.transaction(async (tx) => {
        await refuseUnknownScope(tx, t);
        const made = await couponTemplatesRepo(tx).insert(t);
        await audit(tx, actor, {
          action: 'coupon_template.create',
          targetType: 'coupon_template',
          targetId: made!.id,
          before: null,
          after: auditView(made!),
        });
        return (await present(tx, [made]))[0]!;
      });
    },

    async update(actor: Actor, id: number, b: TemplateBody) {
      return db.transaction(async (tx) => {
        // Locked: a claim racing the edit cannot take the total below what was issued.
        const was = await row(tx, id, true);
        // Stopped or not: once its claim window has passed, a template is history.
        if (was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '已结束的券不能修改，请新建');
        const t = merged(was, b);
        refuseBadTerms(t);
        await refuseUnknownScope(tx, t);
        const after = await couponTemplatesRepo(tx).update(id, t);
        await audit(tx, actor, {
          action: 'coupon_template.update',
          targetType: 'coupon_template',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return (await present(tx, [after]))[0]!;
      });
    },

    /** Stop (claims end at once; coupons held stay valid) or start again. */
    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      return db.transaction(async (tx) => {
        const was = await row(tx, id, true);
        if (enabled && was.endsAt.getTime() <= Date.now())
          throw new AppError('conflict', '领取时间已过，请先修改领取结束时间');
        const after = await couponTemplatesRepo(tx).update(id, { enabled });
        await audit(tx, actor, {
          action: enabled ? 'coupon_template.start' : 'coupon_template.stop',
          targetType: 'coupon_template',
          targetId: id,
          before: auditView(was),
          after: auditView(after),
        });
        return (await present(tx, [after]))[0]!;
      });
    },
  };
}

export type CouponTemplatesAdmin = ReturnType<typeof couponTemplatesAdmin>;
