import { goodsDrugClasses } from '@shop/domain';
import { z } from 'zod';
import { calendarDate, flag, id, requiredText, text, whole } from '../fields.ts';

// Creating goods with every field of spec section 3, the same fields in the
// console's edit, and the package insert (说明书). docs/api-admin.md "Goods".

const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` });

const count = (label: string, min = 0) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(100_000_000, { message: `${label}过大` }),
  );

/** A list field: a form-encoded body cannot send an empty list, so '' means []. */
const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? [] : v),
    z
      .array(item, { message: `${label}格式不正确` })
      .max(max, { message: `${label}最多 ${max} 项` }),
  );

/** 阶梯价: quantity strictly increasing, price never rising (the domain's tierUnitPrice). */
export const ladderPrice = list(
  z.strictObject({ number: count('阶梯数量', 2), price: yuan('阶梯价格') }),
  '阶梯价',
  10,
).superRefine((tiers, ctx) => {
  for (let i = 1; i < tiers.length; i++) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (b.number <= a.number)
      ctx.addIssue({ code: 'custom', path: [i, 'number'], message: '阶梯数量须逐级递增' });
    else if (Number(b.price) > Number(a.price))
      ctx.addIssue({ code: 'custom', path: [i, 'price'], message: '阶梯价格不能高于上一级' });
  }
});

export const goodsTagInput = z.strictObject({
  name: requiredText('标签名称', 10),
  describe: text('标签说明', 50).default(''),
  is_show: flag.default(1),
  is_jump: flag.default(0),
});

/** Every writable goods field by its spec name (section 3), each optional. */
export const goodsFields = {
  name: requiredText('商品名称', 100),
  remarks: text('商品简介', 500),
  sccj: requiredText('生产厂家', 100),
  ypgg: requiredText('规格', 100),
  jx: text('剂型', 50),
  bzdw: requiredText('包装单位', 10),
  pzwh: text('批准文号', 100),
  gjbzm: text('国家本位码', 50),
  jzl: count('件装量', 1),
  zbz: count('中包装', 1),
  yxq: calendarDate('有效期'),
  is_xq: flag,
  price: yuan('价格'),
  market_price: yuan('建议零售价'),
  ladder_price: ladderPrice,
  xg_number: count('限购数量'),
  qg_number: count('起购数量'),
  category_id: id,
  /** A category of the clinic (zs) or Chinese-medicine (zy) zone; 0 for none. */
  zone_category_id: whole(
    z
      .number({ message: '专区分类不正确' })
      .int({ message: '专区分类不正确' })
      .min(0, { message: '专区分类不正确' })
      .max(2_147_483_647, { message: '专区分类不正确' }),
  ),
  /** Warehouse: 1 the main one, 3 near-expiry goods (is_jxq). */
  ck_id: whole(
    z
      .number({ message: '仓库须为 1、2 或 3' })
      .int({ message: '仓库须为 1、2 或 3' })
      .min(1, { message: '仓库须为 1、2 或 3' })
      .max(3, { message: '仓库须为 1、2 或 3' }),
  ),
  type: flag,
  activity_type: flag,
  is_youx: flag,
  is_clinic: flag,
  is_device: flag,
  is_health: flag,
  is_kxpz: flag,
  /** 药品分类 (docs/api.md "Drug class and flags"). */
  drug_class: z.enum(goodsDrugClasses, {
    message:
      '药品分类须为 rx（处方药）、otc_a（甲类非处方药）、otc_b（乙类非处方药）或 none（非药品）',
  }),
  is_special_compound: flag,
  is_cold_chain: flag,
  need_trace_code: flag,
  /** The first 7 digits of the goods' 药品追溯码; '' for none (required with need_trace_code). */
  trace_prefix: z
    .string({ message: '追溯码前缀应为7位数字' })
    .trim()
    .regex(/^([0-9]{7})?$/, { message: '追溯码前缀应为7位数字' }),
  /** 含特殊药品复方制剂: units per order and per month a company may buy (0: no limit). */
  special_order_limit: count('每单限购（含特）'),
  special_month_limit: count('每月限购（含特）'),
  is_hidden: flag,
  is_free_shipping: flag,
  free_shipping_number: count('包邮数量'),
  tags: list(goodsTagInput, '标签', 5),
};

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

/** The edit's extra fields (besides those goodsPutBody had from the start). */
export const goodsEditFields = optional(goodsFields);

/** 新增商品: what a goods cannot be without is required; the rest has a default. */
export const goodsCreateBody = z
  .strictObject({
    ...goodsEditFields,
    name: goodsFields.name,
    sccj: goodsFields.sccj,
    ypgg: goodsFields.ypgg,
    bzdw: goodsFields.bzdw,
    yxq: goodsFields.yxq,
    price: goodsFields.price,
    category_id: goodsFields.category_id,
    number: count('库存').optional(),
  })
  .refine((b) => !b.xg_number || !b.qg_number || b.qg_number <= b.xg_number, {
    message: '起购数量不能大于限购数量',
    path: ['qg_number'],
  })
  .refine((b) => !b.ladder_price?.length || Number(b.ladder_price[0]!.price) <= Number(b.price), {
    message: '阶梯价格不能高于商品价格',
    path: ['ladder_price', 0, 'price'],
  });

/** 说明书 section titles offered in the console; free text up to 20 characters is fine too. */
export const INSTRUCTION_TITLES = [
  '成分',
  '性状',
  '适应症',
  '规格',
  '用法用量',
  '不良反应',
  '禁忌',
  '注意事项',
  '孕妇及哺乳期妇女用药',
  '儿童用药',
  '药物相互作用',
  '贮藏',
  '有效期',
  '批准文号',
  '生产企业',
] as const;

export const instructionSection = z.strictObject({
  title: requiredText('标题', 20),
  html: z
    .string({ message: '内容格式不正确' })
    .max(20_000, { message: '内容不能超过 20000 个字符' })
    .refine((s) => !s.includes('\u0000'), { message: '内容含有非法字符' }),
});

export const instructionsBody = z.strictObject({
  sections: list(instructionSection, '说明书段落', 30),
});

export const instructions = z.object({
  goods_id: z.number().int(),
  sections: z.array(z.object({ title: z.string(), html: z.string() })),
});

export type GoodsCreateBody = z.input<typeof goodsCreateBody>;
export type InstructionsBody = z.input<typeof instructionsBody>;
export type Instructions = z.infer<typeof instructions>;
