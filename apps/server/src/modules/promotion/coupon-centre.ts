import type { CouponScope, CouponTemplate } from '@shop/contract';
import { formatYuan, shopDay } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type CouponRow, couponCentreRepo, type TemplateRow } from './coupon-centre-repo.ts';

// The coupon centre (领券中心): templates with a total and a per-buyer limit,
// claimed one coupon at a time. Both limits are conditional writes in one
// transaction, so concurrent claims can never pass either.

export const TEMPLATE_PAGE_SIZE = 12;
const DAY_MS = 86_400_000;

export type ScopeNames = { goods: Map<number, string>; categories: Map<number, string> };
export type Scoped = { scopeGoodsIds: number[]; scopeCategoryIds: number[] };

export const isStoreWide = (s: Scoped) =>
  s.scopeGoodsIds.length === 0 && s.scopeCategoryIds.length === 0;

/** The words a buyer reads about what a coupon applies to. */
export function scopeText(s: Scoped, names?: ScopeNames): string {
  if (isStoreWide(s)) return '全场通用';
  const parts: string[] = [];
  if (s.scopeCategoryIds.length) {
    const known = s.scopeCategoryIds.flatMap((id) => names?.categories.get(id) ?? []);
    parts.push(known.length ? `${known.slice(0, 3).join('、')}类商品` : '指定品类');
  }
  if (s.scopeGoodsIds.length) parts.push(`${s.scopeGoodsIds.length}种指定商品`);
  return `限${parts.join('及')}可用`;
}

export function presentScope(s: Scoped, names?: ScopeNames): CouponScope {
  const pick = (ids: number[], map?: Map<number, string>) =>
    ids.flatMap((id) => {
      const name = map?.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  return {
    text: scopeText(s, names),
    goods: pick(s.scopeGoodsIds.slice(0, 50), names?.goods),
    categories: pick(s.scopeCategoryIds, names?.categories),
  };
}

export const validText = (t: TemplateRow) =>
  t.validDays > 0 ? `领取后${t.validDays}天内有效` : `${shopDay(t.validTo!)}前有效`;

/** Until when a coupon claimed now is valid. */
export const validUntil = (t: TemplateRow, now = Date.now()) =>
  t.validDays > 0 ? new Date(now + t.validDays * DAY_MS) : t.validTo!;

/** 0 claimable, 1 not started yet, 2 the buyer's limit reached, 3 all claimed. */
function stateOf(t: TemplateRow, received: number, now = Date.now()) {
  if (t.startsAt.getTime() > now) return 1;
  if (received >= t.perBuyer) return 2;
  if (t.issued >= t.total) return 3;
  return 0;
}

export function presentTemplate(
  t: TemplateRow,
  received: number,
  names?: ScopeNames,
): CouponTemplate {
  return {
    id: t.id,
    name: t.name,
    type: t.kind,
    amount: formatYuan(t.amountFen),
    min_amount: formatYuan(t.minSpendFen),
    total: t.total,
    claimed_percent: Math.floor((t.issued * 100) / t.total),
    per_buyer: t.perBuyer,
    received,
    state: stateOf(t, received),
    start_time: t.startsAt.toISOString(),
    end_time: t.endsAt.toISOString(),
    valid_text: validText(t),
    scope: presentScope(t, names),
  };
}

/** Why a template gives no coupon now, in the words of spec section 8 where it has them. */
function notClaimable(t: TemplateRow | undefined, now = Date.now()): AppError {
  if (!t) return notFound('优惠券');
  const refuse = (reason: string, msg: string) =>
    new AppError('conflict', msg, undefined, { reason });
  if (!t.enabled || t.endsAt.getTime() <= now) return refuse('ended', '活动已结束');
  if (t.startsAt.getTime() > now) return refuse('not_started', '活动未开始');
  if (t.issued >= t.total) return refuse('sold_out', '优惠券已领完');
  return refuse('busy', '领取失败，请重试');
}

export function couponCentre(db: Db, onClaimed: (companyId: number) => void) {
  async function namesOf(rows: Scoped[]): Promise<ScopeNames> {
    const goodsIds = [...new Set(rows.flatMap((r) => r.scopeGoodsIds.slice(0, 50)))];
    const categoryIds = [...new Set(rows.flatMap((r) => r.scopeCategoryIds))];
    return couponCentreRepo(db).names(goodsIds, categoryIds);
  }

  return {
    namesOf,

    async list(companyId: number, type: number, pageNo: number) {
      const { rows, total } = await couponCentreRepo(db).listed(
        companyId,
        type,
        TEMPLATE_PAGE_SIZE,
        (pageNo - 1) * TEMPLATE_PAGE_SIZE,
      );
      const names = await namesOf(rows.map((r) => r.template));
      return page(
        rows.map((r) => presentTemplate(r.template, r.received, names)),
        total,
        pageNo,
        TEMPLATE_PAGE_SIZE,
      );
    },

    /**
     * One coupon of the template for the company: the per-buyer count and the
     * template's total are each taken with a conditional write; either
     * refusing rolls both back.
     */
    async receive(
      companyId: number,
      id: number,
    ): Promise<{ coupon: CouponRow; template: TemplateRow; received: number }> {
      const before = await couponCentreRepo(db).template(id);
      const early = before ? null : notClaimable(before);
      if (early) throw early;
      const out = await db.transaction(async (tx) => {
        const repo = couponCentreRepo(tx);
        const received = await repo.claimForBuyer(companyId, id);
        if (received === null)
          throw new AppError('conflict', `每人限领${before!.perBuyer}张，您已领取`, undefined, {
            reason: 'buyer_limit',
            limit: before!.perBuyer,
          });
        const template = await repo.takeOne(id);
        if (!template) throw notClaimable(await repo.template(id));
        const coupon = await repo.issue(companyId, template, validUntil(template));
        return { coupon, template, received };
      });
      onClaimed(companyId);
      return out;
    },
  };
}

export type CouponCentre = ReturnType<typeof couponCentre>;
