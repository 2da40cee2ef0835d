import { z } from 'zod';
import { calendarDate, flag01, id, int, isoTime, requiredText, text } from './fields.ts';

// 首营资料: the papers an approved buyer downloads before buying from the
// shop: the shop's own licences and each goods' approval documents. Staff
// upload them in the console (settings and the goods list). Paths in
// docs/api-qualification.md.

/** The shop's own licences, one of each. */
export const shopPaperKinds = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  gsp: 'GSP 证书',
} as const;
export type ShopPaperKind = keyof typeof shopPaperKinds;

/** A goods' approval documents (首营品种资料). */
export const goodsPaperKinds = {
  registration: '药品注册证书/批准证明文件',
  reregistration: '再注册批件',
  instructions: '说明书',
  label: '包装标签',
  quality_standard: '质量标准',
  other: '其他',
} as const;
export type GoodsPaperKind = keyof typeof goodsPaperKinds;

/** One paper as buyers and staff see it; file_url answers its file to whoever may read it. */
export const paperItem = z.object({
  id: int,
  kind: z.string(),
  kind_name: z.string(),
  /** Staff's own name for it ('' when the kind says enough). */
  title: z.string(),
  number: z.string(),
  issued_on: z.string().nullable(),
  /** null: no validity (a 说明书). */
  expires_on: z.string().nullable(),
  expired: flag01,
  file_type: z.string(),
  file_url: z.string(),
  created_at: isoTime,
});
export type PaperItem = z.infer<typeof paperItem>;

/** GET /api/qualification/shop. */
export const shopPapers = z.object({ items: z.array(paperItem) });
export type ShopPapers = z.infer<typeof shopPapers>;

/** GET /api/goods/{id}/documents (and the console's goods drawer). */
export const goodsPapers = z.object({ goods_id: int, items: z.array(paperItem) });
export type GoodsPapers = z.infer<typeof goodsPapers>;

export const paperIdParams = z.strictObject({ id });
export const goodsPaperParams = z.strictObject({ id, doc: id });

const today = () => new Date().toISOString().slice(0, 10);

/** Multipart fields besides `file` of the console's upload of one of the shop's licences. */
export const shopPaperUploadFields = z
  .strictObject({
    kind: z.enum(Object.keys(shopPaperKinds) as [ShopPaperKind], {
      message: '请选择证照类型',
    }),
    number: z
      .string({ message: '请输入证件编号' })
      .trim()
      .regex(/^[A-Za-z0-9\u4e00-\u9fa5()（）-]{6,40}$/, {
        message: '证件编号为 6-40 位字母、数字、汉字或括号',
      }),
    issued_on: calendarDate('发证日期').refine((d) => d <= today(), {
      message: '发证日期不能晚于今天',
    }),
    expires_on: calendarDate('有效期至').refine((d) => d > today(), { message: '证件已过期' }),
  })
  .refine((b) => b.issued_on < b.expires_on, {
    path: ['expires_on'],
    message: '有效期须晚于发证日期',
  });
export type ShopPaperUpload = z.output<typeof shopPaperUploadFields>;

/** '' (a form's empty field) means none. */
const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), calendarDate(label).optional());

/** Multipart fields besides `file` of the console's upload of a goods' approval document. */
export const goodsPaperUploadFields = z
  .strictObject({
    kind: z.enum(Object.keys(goodsPaperKinds) as [GoodsPaperKind], {
      message: '请选择资料类型',
    }),
    title: text('资料名称', 40).default(''),
    number: text('文件编号', 60).default(''),
    expires_on: optionalDate('有效期至'),
  })
  .refine((b) => b.kind !== 'other' || b.title !== '', {
    path: ['title'],
    message: '请输入资料名称',
  })
  .refine((b) => b.expires_on === undefined || b.expires_on > today(), {
    path: ['expires_on'],
    message: '资料已过期',
  });
export type GoodsPaperUpload = z.output<typeof goodsPaperUploadFields>;

/** PUT /admin-api/qualification/supplier: the shop's name and licence number on its papers. */
export const supplierBody = z.strictObject({
  company_name: requiredText('企业名称', 100),
  licence_number: z
    .string({ message: '请输入许可证编号' })
    .trim()
    .regex(/^[A-Za-z0-9\u4e00-\u9fa5()（）-]{6,40}$/, {
      message: '许可证编号为 6-40 位字母、数字、汉字或括号',
    }),
});
export type SupplierBody = z.input<typeof supplierBody>;

/** GET /admin-api/qualification: the settings page's 首营资料 card. */
export const adminQualification = z.object({
  supplier: z.object({
    company_name: z.string(),
    licence_number: z.string(),
    /** '' until a 出库专用章 is uploaded. */
    seal_url: z.string(),
  }),
  /** Every kind, with the licence on file (null until uploaded). */
  licences: z.array(
    z.object({ kind: z.string(), name: z.string(), document: paperItem.nullable() }),
  ),
});
export type AdminQualification = z.infer<typeof adminQualification>;
