import { isPhone, messages } from '@shop/domain';
import { z } from 'zod';
import { flag01, id, int, isoTime, page, pageNo, requiredText, text } from './fields.ts';
import { goodsPage } from './goods.ts';

// The brand zone (品牌专区, /ppzq) and the franchise zone (加盟专区, /jmzq).
// Paths are in docs/api-zones.md; /api/focus/ppzq and /api/focus/brand/{id}
// are the spec's.

export const brandListQuery = z.strictObject({ page: pageNo });
export const brandParams = z.strictObject({ id });
export const brandGoodsQuery = z.strictObject({ page: pageNo });

export const brand = z.object({
  id: int,
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  /** How many goods of the brand a buyer can see. */
  goods_count: int,
});
export const brandPage = page(brand);

/** GET /api/focus/brand/{id}: the brand's banner and facts for its page head. */
export const brandFocus = z.object({
  brand,
  /** The banner as a focus item (the same shape as /api/focus/*). */
  focus: z.array(z.object({ id: int, title: z.string(), image: z.string(), url: z.string() })),
});

export const brandGoodsPage = goodsPage;

// ---- franchise ----

export const franchiseGoodsQuery = z.strictObject({ page: pageNo });

const phone = z
  .string({ message: '请输入联系电话' })
  .trim()
  .refine((v) => isPhone(v, true), { message: messages.phone });

export const franchiseApplyBody = z.strictObject({
  company: requiredText('公司名称', 100),
  contact: requiredText('联系人', 30),
  phone,
  region: requiredText('所在地区', 60),
  message: text('留言', 500).default(''),
});

export const franchiseStatuses = ['pending', 'approved', 'declined'] as const;
export const franchiseStatusTexts = {
  pending: '审核中',
  approved: '已通过',
  declined: '未通过',
} as const;

export const franchiseApplication = z.object({
  id: int,
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  region: z.string(),
  message: z.string(),
  status: z.enum(franchiseStatuses),
  status_text: z.string(),
  /** The operator's answer; empty while pending. */
  note: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

/** The buyer's latest application, if any, and whether it may apply now. */
export const franchiseStatus = z.object({
  can_apply: flag01,
  application: franchiseApplication.nullable(),
});

export type Brand = z.infer<typeof brand>;
export type BrandPage = z.infer<typeof brandPage>;
export type BrandFocus = z.infer<typeof brandFocus>;
export type FranchiseApplication = z.infer<typeof franchiseApplication>;
export type FranchiseStatus = z.infer<typeof franchiseStatus>;
export type FranchiseApplyBody = z.input<typeof franchiseApplyBody>;
