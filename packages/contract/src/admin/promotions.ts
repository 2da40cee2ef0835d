import { z } from 'zod';
import {
  id,
  idList,
  int,
  isoTime,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  text,
  whole,
} from '../fields.ts';

// 满减 activities and coupons in the console. Money is yuan with two
// decimals; times are ISO 8601 with an offset (the console sends UTC).

export const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` });

export const time = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label}须为 ISO 8601 时间` })
    .transform((s) => new Date(s))
    // The database keeps years 1–9999 only; a promotion's times are near now anyway.
    .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2199, {
      message: `${label}须在 2000 至 2199 年之间`,
    });

const tier = z.strictObject({ amount: yuan('满减门槛'), reduce: yuan('减免金额') });

const toFen = (y: string) => Math.round(Number(y) * 100);

/** Thresholds rise strictly, each reduction is above 0, below its threshold, and above the last. */
export const activityTiers = z
  .array(tier, { message: '满减档位格式不正确' })
  .min(1, { message: '请至少设置一档满减' })
  .max(5, { message: '满减最多 5 档' })
  .superRefine((tiers, ctx) => {
    // Runs even when a tier failed its own check: only well-formed tiers are compared.
    const formed = tiers.every(
      (t) => t && typeof t.amount === 'string' && typeof t.reduce === 'string',
    );
    if (!formed) return;
    tiers.forEach((t, i) => {
      const amount = toFen(t.amount);
      const reduce = toFen(t.reduce);
      const path = [i, 'reduce'];
      if (reduce <= 0) ctx.addIssue({ code: 'custom', path, message: '减免金额须大于 0' });
      else if (reduce >= amount)
        ctx.addIssue({ code: 'custom', path, message: '减免金额须小于满减门槛' });
      const prev = tiers[i - 1];
      if (!prev) return;
      if (amount <= toFen(prev.amount))
        ctx.addIssue({ code: 'custom', path: [i, 'amount'], message: '满减门槛须逐档递增' });
      else if (reduce <= toFen(prev.reduce))
        ctx.addIssue({ code: 'custom', path, message: '减免金额须逐档递增' });
    });
  });

const limit = whole(
  z
    .number({ message: '每人限购须为整数' })
    .int({ message: '每人限购须为整数' })
    .min(0, { message: '每人限购不能小于 0' })
    .max(1_000_000, { message: '每人限购过大' }),
);

const activityFields = {
  title: requiredText('活动名称', 50),
  tiers: activityTiers,
  limit: limit.default(0),
  starts_at: time('开始时间'),
  ends_at: time('结束时间'),
};

const startsBeforeEnd = (b: { starts_at?: unknown; ends_at?: unknown }) =>
  !(b.starts_at instanceof Date) || !(b.ends_at instanceof Date) || b.starts_at < b.ends_at;

export const activityCreateBody = z
  .strictObject({ ...activityFields, goods_ids: idList('活动商品', 5000).optional() })
  .refine(startsBeforeEnd, { message: '结束时间须晚于开始时间', path: ['ends_at'] });

export const activityPutBody = z
  .strictObject({
    title: activityFields.title.optional(),
    tiers: activityTiers.optional(),
    limit: limit.optional(),
    starts_at: activityFields.starts_at.optional(),
    ends_at: activityFields.ends_at.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: '没有要修改的字段' })
  .refine(startsBeforeEnd, { message: '结束时间须晚于开始时间', path: ['ends_at'] });

/** The whole membership: goods not listed leave the activity; an empty list (or '') empties it. */
export const activityGoodsBody = z.strictObject({
  goods_ids: z.preprocess(
    (v) =>
      typeof v === 'string' || typeof v === 'number'
        ? String(v)
            .split(',')
            .filter((s) => s.trim() !== '')
        : v,
    z
      .array(id, { message: '活动商品格式不正确' })
      .max(5000, { message: '活动商品最多 5000 个' })
      .transform((ids) => [...new Set(ids)]),
  ),
});

export const activityStatuses = ['upcoming', 'running', 'ended'] as const;

export const adminActivitiesQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(activityStatuses, { message: '活动状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});

export const couponStatuses = ['unused', 'used', 'expired'] as const;

export const adminCouponsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(couponStatuses, { message: '优惠券状态不正确' }).optional(),
  company_id: id.optional(),
  keywords: text('搜索关键词', 50).default(''),
});

export const couponIssueBody = z
  .strictObject({
    company_ids: idList('买家', 200),
    title: requiredText('优惠券名称', 30),
    amount: yuan('面额'),
    min_amount: yuan('使用门槛').default('0'),
    valid_to: time('有效期至'),
  })
  .refine((b) => toFen(b.amount) > 0, { message: '面额须大于 0', path: ['amount'] })
  .refine((b) => !(b.valid_to instanceof Date) || b.valid_to.getTime() > Date.now(), {
    message: '有效期须晚于现在',
    path: ['valid_to'],
  });

// ---- answers ----

export const activityTier = z.object({ amount: money, reduce: money });
export const adminActivity = z.object({
  id: int,
  title: z.string(),
  tiers: z.array(activityTier),
  limit: int,
  starts_at: isoTime,
  ends_at: isoTime,
  status: z.enum(activityStatuses),
  status_text: z.string(),
  goods_count: int,
});
export const adminActivityPage = page(adminActivity);
export const adminActivityGoods = z.object({
  id: int,
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  price: money,
});
export const adminActivityDetail = adminActivity.extend({ goods: z.array(adminActivityGoods) });

export const adminCoupon = z.object({
  id: int,
  company_id: int,
  company_name: z.string(),
  name: z.string(),
  /** 1 coupon, 2 cash voucher. */
  type: z.union([z.literal(1), z.literal(2)]),
  type_text: z.string(),
  scope_text: z.string(),
  amount: money,
  min_amount: money,
  status: z.enum(couponStatuses),
  status_text: z.string(),
  order_id: int.nullable(),
  ends_at: isoTime,
  created_at: isoTime,
});
export const adminCouponPage = page(adminCoupon);
export const couponIssueAnswer = z.object({ count: int, coupon_ids: z.array(int) });

export type ActivityTier = z.infer<typeof activityTier>;
export type AdminActivity = z.infer<typeof adminActivity>;
export type AdminActivityGoods = z.infer<typeof adminActivityGoods>;
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;
export type AdminCoupon = z.infer<typeof adminCoupon>;
export type ActivityCreateBody = z.input<typeof activityCreateBody>;
export type ActivityPutBody = z.input<typeof activityPutBody>;
export type CouponIssueBody = z.input<typeof couponIssueBody>;
