import { z } from 'zod';
import {
  flag,
  flag01,
  id,
  idList,
  int,
  isoTime,
  pageNo,
  pageSize,
  requiredText,
  text,
} from '../fields.ts';
import { brand, franchiseApplication, franchiseStatuses } from '../zones.ts';

// The console's brand and franchise pages (docs/api-zones.md). Strict: an
// unknown field is a 422 naming it.

/** A picture path as the upload answers it, or an address the operator types. */
const picture = (label: string) =>
  text(label, 300).refine((v) => v === '' || /^(\/uploads\/|https?:\/\/)\S+$/.test(v), {
    message: `${label}须为上传后的地址（/uploads/...）或 http(s) 地址`,
  });

export const adminBrandBody = z.strictObject({
  name: requiredText('品牌名称', 40),
  logo: picture('品牌标志').default(''),
  banner: picture('品牌横幅').default(''),
  description: text('品牌介绍', 1000).default(''),
  sort: z
    .preprocess(
      (v) => (typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : v),
      z
        .number({ message: '排序须为整数' })
        .int({ message: '排序须为整数' })
        .min(0, { message: '排序不能小于 0' })
        .max(99_999, { message: '排序不能大于 99999' }),
    )
    .default(0),
  is_shown: flag.default(1),
});

export const adminBrandsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  name: text('品牌名称', 40).optional(),
});

export const adminBrand = brand.extend({
  sort: int,
  is_shown: flag01,
  created_at: isoTime,
});

export const adminBrandGoodsBody = z.strictObject({ goods_ids: idList('商品', 500) });

export const adminBrandGoodsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
});

export const adminBrandGoods = z.object({
  id: int,
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
});

export const adminFranchiseQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(franchiseStatuses, { message: '状态不正确' }).optional(),
});

export const adminFranchiseApplication = franchiseApplication.extend({
  company_id: int,
  company_name: z.string(),
});

export const adminFranchiseDecisionBody = z.strictObject({
  status: z.enum(['approved', 'declined'], { message: '请选择通过或不通过' }),
  note: text('处理说明', 200).default(''),
});

export const adminFranchiseGoodsBody = z.strictObject({ goods_ids: idList('商品', 500) });
export const adminZoneIdParams = z.strictObject({ id });

/** What a picture upload, a link or an unlink answers: the address, or how many goods changed. */
export const uploadedPicture = z.object({ url: z.string() });
export const brandLinked = z.object({ linked: int });
export const brandUnlinked = z.object({ unlinked: int });
export const franchiseAdded = z.object({ added: int });
export const franchiseRemoved = z.object({ removed: int });

export type AdminBrand = z.infer<typeof adminBrand>;
export type AdminBrandBody = z.input<typeof adminBrandBody>;
export type AdminBrandGoods = z.infer<typeof adminBrandGoods>;
export type AdminFranchiseApplication = z.infer<typeof adminFranchiseApplication>;
