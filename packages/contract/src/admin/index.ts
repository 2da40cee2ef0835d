import { z } from 'zod';
import {
  calendarDate,
  flag,
  id,
  idList,
  pageNo,
  pageSize,
  requiredText,
  text,
  whole,
} from '../fields.ts';
import { orderStatuses } from '../order.ts';
import { businessScopeList, drugClassList } from './buyers.ts';
import { goodsEditFields } from './goods-create.ts';
import { ROLES } from './roles.ts';

// The console's requests (docs/api-admin.md). Strict like the buyer's: an
// unknown field is a 422 naming it.

export * from './aftersales.ts';
export * from './audit.ts';
export * from './buyers.ts';
export * from './carriers.ts';
export * from './categories.ts';
export * from './companies.ts';
export * from './content.ts';
export * from './coupon-templates.ts';
export * from './goods.ts';
export * from './goods-create.ts';
export * from './goods-transfer.ts';
export * from './groupbuy.ts';
export * from './orders.ts';

import { goodsZones } from './goods-transfer.ts';

export * from './login-locks.ts';
export * from './lots.ts';
export * from './promotions.ts';
export * from './quality.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './settings.ts';
export * from './wheel.ts';
export * from './zones.ts';

const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` });

export const staffLoginBody = z.strictObject({
  username: requiredText('用户名', 50),
  password: z
    .string({ message: '请输入密码' })
    .min(1, { message: '请输入密码' })
    .max(100, { message: '密码不能超过 100 个字符' }),
});

export const staffRole = z.enum(
  Object.keys(ROLES) as [keyof typeof ROLES, ...(keyof typeof ROLES)[]],
);

export const staffView = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: staffRole,
  role_name: z.string(),
  permissions: z.array(z.string()),
});

const dateRange = {
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
};

export const auditQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  username: text('操作人', 50).optional(),
  action: text('操作', 50).optional(),
  target_type: text('对象类型', 50).optional(),
  target_id: text('对象 ID', 50).optional(),
  ...dateRange,
});

export const companyStatuses = ['pending', 'approved', 'rejected', 'draft', 'frozen'] as const;

export const adminCompaniesQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(companyStatuses, { message: '状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});

/**
 * 通过 or 驳回 a company under review. Approving may set the 经营范围 and the
 * drug classes read from its licence (left out: the scope its kind usually
 * has when none is recorded, the classes unchanged).
 */
export const reviewBody = z
  .strictObject({
    result: z.enum(['approve', 'reject'], { message: '审核结果须为 approve 或 reject' }),
    reason: text('驳回原因', 200).default(''),
    business_scope: businessScopeList.optional(),
    drug_classes: drugClassList.optional(),
  })
  .refine((b) => b.result === 'approve' || b.reason !== '', {
    message: '请填写驳回原因',
    path: ['reason'],
  })
  .refine((b) => b.business_scope === undefined || b.business_scope.length > 0, {
    message: '请选择经营范围',
    path: ['business_scope'],
  })
  .refine((b) => b.result === 'approve' || b.business_scope === undefined, {
    message: '驳回时不设置经营范围',
    path: ['business_scope'],
  })
  .refine((b) => b.result === 'approve' || b.drug_classes === undefined, {
    message: '驳回时不设置药品分类',
    path: ['drug_classes'],
  });

export const adminOrdersQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(orderStatuses, { message: '订单状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
  ...dateRange,
});

/**
 * 发货: a carrier from the list (carrier_id; or `carrier`, its name or code),
 * the tracking number, and the lines of this parcel (left out: every unshipped one).
 */
export const shipBody = z
  .strictObject({
    carrier_id: id.optional(),
    carrier: requiredText('承运商', 30).optional(),
    tracking_no: z
      .string({ message: '请输入快递单号' })
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, { message: '快递单号为 6-40 位字母、数字或短横线' }),
    lines: idList('发货商品', 200).optional(),
  })
  .refine((b) => b.carrier_id !== undefined || b.carrier !== undefined, {
    path: ['carrier_id'],
    message: '请选择承运商',
  });

export const adminGoodsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  keywords: text('搜索关键词', 50).default(''),
  manufacturer: text('生产厂家', 50).default(''),
  category_id: id.optional(),
  zone: z.enum(goodsZones, { message: '专区不正确' }).optional(),
  on_shelf: flag.optional(),
  stock_below: whole(
    z.number({ message: '库存须为整数' }).int({ message: '库存须为整数' }).min(0).max(1e9),
  ).optional(),
});

const count = (label: string) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(0, { message: `${label}不能小于 0` })
      .max(100_000_000, { message: `${label}过大` }),
  );

/** Goods fields by their spec names (section 3), in the API's format. */
export const goodsPutBody = z
  .strictObject({
    ...goodsEditFields,
    name: requiredText('商品名称', 100).optional(),
    remarks: text('商品简介', 500).optional(),
    sccj: requiredText('生产厂家', 100).optional(),
    ypgg: requiredText('规格', 100).optional(),
    jx: text('剂型', 50).optional(),
    bzdw: requiredText('包装单位', 10).optional(),
    pzwh: text('批准文号', 100).optional(),
    gjbzm: text('国家本位码', 50).optional(),
    price: yuan('价格').optional(),
    market_price: yuan('建议零售价').optional(),
    number: count('库存').optional(),
    reason: text('库存变动原因', 200).optional(),
    xg_number: count('限购数量').optional(),
    qg_number: count('起购数量').optional(),
    is_hidden: flag.optional(),
    is_free_shipping: flag.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: '没有要修改的字段',
  })
  .refine((b) => b.number === undefined || (b.reason ?? '') !== '', {
    message: '修改库存请填写原因',
    path: ['reason'],
  })
  .refine((b) => b.reason === undefined || b.number !== undefined, {
    message: '库存变动原因须与库存一起提交',
    path: ['reason'],
  });

export type StaffView = z.infer<typeof staffView>;
export type GoodsPutBody = z.input<typeof goodsPutBody>;
/** A goods edit as the console builds it (any of the fields, by their spec names). */
export type GoodsUpdate = z.output<typeof goodsPutBody>;
export type CompanyStatus = (typeof companyStatuses)[number];
export type ReviewBody = z.input<typeof reviewBody>;
export type ShipBody = z.output<typeof shipBody>;
