import { z } from 'zod';
import {
  id,
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
import { time, yuan } from './promotions.ts';

// The coupon centre's templates in the console. Money is yuan with two
// decimals; times ISO 8601 with an offset.

const count = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(max, { message: `${label}不能大于 ${max}` }),
  );

/** Ids as a list, `1,2,3`, or '' for none. */
const ids = (label: string, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' || typeof v === 'number'
        ? String(v)
            .split(',')
            .filter((s) => s.trim() !== '')
        : v,
    z
      .array(id, { message: `${label}格式不正确` })
      .max(max, { message: `${label}最多 ${max} 个` })
      .transform((list) => [...new Set(list)]),
  );

const toFen = (y: string) => Math.round(Number(y) * 100);

const fields = {
  name: requiredText('优惠券名称', 30),
  /** 1 coupon (优惠券), 2 cash voucher (现金券, no threshold). */
  type: whole(z.union([z.literal(1), z.literal(2)], { message: '券类型须为 1 或 2' })),
  amount: yuan('面额'),
  min_amount: yuan('使用门槛'),
  total: count('发放总量', 1, 1_000_000),
  per_buyer: count('每人限领', 1, 100),
  goods_ids: ids('适用商品', 500),
  category_ids: ids('适用分类', 50),
  starts_at: time('领取开始时间'),
  ends_at: time('领取结束时间'),
  /** Valid this many days after the claim; 0: until valid_to. */
  valid_days: count('有效天数', 0, 365),
  valid_to: time('有效期至').nullable(),
};

type Checked = {
  type?: 1 | 2 | undefined;
  amount?: string | undefined;
  min_amount?: string | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
  valid_days?: number | undefined;
  valid_to?: Date | null | undefined;
};

function checkTerms(b: Checked, ctx: z.RefinementCtx) {
  if (b.amount !== undefined && toFen(b.amount) <= 0)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: '面额须大于 0' });
  if (
    b.type !== 2 &&
    b.amount !== undefined &&
    b.min_amount !== undefined &&
    toFen(b.min_amount) > 0 &&
    toFen(b.amount) >= toFen(b.min_amount)
  )
    ctx.addIssue({ code: 'custom', path: ['amount'], message: '面额须小于使用门槛' });
  if (b.starts_at instanceof Date && b.ends_at instanceof Date && b.starts_at >= b.ends_at)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '领取结束时间须晚于开始时间' });
  if (b.valid_days === 0 && b.valid_to === null)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '请设置有效天数或有效期至' });
  if (b.valid_to instanceof Date && b.ends_at instanceof Date && b.valid_to < b.ends_at)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '有效期须不早于领取结束时间' });
}

export const couponTemplateCreateBody = z
  .strictObject({
    ...fields,
    type: fields.type.default(1),
    min_amount: fields.min_amount.default('0'),
    per_buyer: fields.per_buyer.default(1),
    goods_ids: fields.goods_ids.default([]),
    category_ids: fields.category_ids.default([]),
    valid_days: fields.valid_days.default(0),
    valid_to: fields.valid_to.default(null),
  })
  .superRefine(checkTerms);

/** Every field may change; the kind may not (a claimed coupon keeps its kind). */
export const couponTemplatePutBody = z
  .strictObject({
    name: fields.name.optional(),
    amount: fields.amount.optional(),
    min_amount: fields.min_amount.optional(),
    total: fields.total.optional(),
    per_buyer: fields.per_buyer.optional(),
    goods_ids: fields.goods_ids.optional(),
    category_ids: fields.category_ids.optional(),
    starts_at: fields.starts_at.optional(),
    ends_at: fields.ends_at.optional(),
    valid_days: fields.valid_days.optional(),
    valid_to: fields.valid_to.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: '没有要修改的字段' })
  .superRefine(checkTerms);

export const couponTemplateStatuses = ['upcoming', 'running', 'ended', 'stopped'] as const;

export const adminCouponTemplatesQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(couponTemplateStatuses, { message: '状态不正确' }).optional(),
  type: whole(z.union([z.literal(1), z.literal(2)], { message: '券类型须为 1 或 2' })).optional(),
  keywords: text('搜索关键词', 30).default(''),
});

const named = z.object({ id: int, name: z.string() });
export const adminCouponTemplate = z.object({
  id: int,
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  type_text: z.string(),
  amount: money,
  min_amount: money,
  total: int,
  issued: int,
  used: int,
  per_buyer: int,
  goods: z.array(named),
  categories: z.array(named),
  scope_text: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  valid_days: int,
  valid_to: isoTime.nullable(),
  valid_text: z.string(),
  status: z.enum(couponTemplateStatuses),
  status_text: z.string(),
  created_at: isoTime,
});
export const adminCouponTemplatePage = page(adminCouponTemplate);

export type AdminCouponTemplate = z.infer<typeof adminCouponTemplate>;
export type CouponTemplateCreateBody = z.input<typeof couponTemplateCreateBody>;
export type CouponTemplatePutBody = z.input<typeof couponTemplatePutBody>;
