import { type BusinessScope, businessScopes, type DrugClass, drugClasses } from '@shop/domain';
import { z } from 'zod';
import { id, pageNo, pageSize, requiredText, text, whole } from '../fields.ts';

// The console's writes on a buyer (rank, contact, freeze, balance) and the
// staff cancel of an order. Strict: an unknown field is a 422 naming it.

/** null (or an empty value, as a form sends it) sets the default contact. */
const contactId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullable());

export const companyUpdateBody = z
  .strictObject({
    rank_id: id.optional(),
    service_contact_id: contactId.optional(),
  })
  .refine((b) => b.rank_id !== undefined || b.service_contact_id !== undefined, {
    message: '没有要修改的字段',
  });

/**
 * 登记信息: the registered particulars only staff change once a company is
 * approved (the buyer sees them at /zzzj), the 经营范围 among them.
 */
/** 经营范围 as staff set it: domain businessScopes keys, each once. */
export const businessScopeList = z
  .array(
    z.enum(Object.keys(businessScopes) as [BusinessScope], { message: '经营范围含有未知类别' }),
    { message: '请选择经营范围' },
  )
  .max(Object.keys(businessScopes).length)
  .transform((s) => [...new Set(s)]);

/** 药品分类 the licence allows: domain drugClasses keys, each once; empty: no drugs at all. */
export const drugClassList = z
  .array(z.enum(Object.keys(drugClasses) as [DrugClass], { message: '药品分类含有未知类别' }), {
    message: '请选择可购药品分类',
  })
  .max(Object.keys(drugClasses).length)
  .transform((s) => [...new Set(s)]);

/**
 * 登记信息: the registered particulars only staff change once a company is
 * approved (the buyer sees them at /zzzj), the 经营范围 among them.
 */
export const particularsBody = z.strictObject({
  name: requiredText('企业名称', 100),
  legal_person: requiredText('法定代表人', 50),
  region: requiredText('所在地区', 100),
  address: requiredText('详细地址', 200),
  business_scope: businessScopeList,
  /** 药品分类 the licence allows; left out, unchanged. An empty list: no drugs at all. */
  drug_classes: drugClassList.optional(),
});
export type ParticularsBody = z.input<typeof particularsBody>;

export const freezeBody = z.strictObject({ reason: requiredText('冻结原因', 200) });
/** An empty POST is fine: the reason to unfreeze is optional. */
export const unfreezeBody = z.preprocess(
  (v) => v ?? {},
  z.strictObject({ reason: text('解冻原因', 200).default('') }),
);

/** At most ¥1,000,000.00 a time: a typo of a few zeros is refused, not booked. */
export const balanceAmount = z
  .string({ message: '请输入金额' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: '金额须为大于 0 的数，最多两位小数' })
  .refine((s) => Number(s) > 0, { message: '金额须大于 0' })
  .refine((s) => Number(s) <= 1_000_000, { message: '单次调整金额不能超过 1000000.00' });

export const balanceBody = z.strictObject({
  type: z.enum(['recharge', 'deduct'], { message: '类型须为 recharge（充值）或 deduct（扣减）' }),
  amount: balanceAmount,
  reason: requiredText('调整原因', 200),
  key: z
    .string({ message: '缺少请求标识 key' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '请求标识 key 为 8-64 位字母、数字、_ 或 -' }),
});

/** 积分调整: whole points, at most 1,000,000 a time (a typo of a few zeros is refused). */
export const pointsBody = z.strictObject({
  type: z.enum(['add', 'deduct'], { message: '类型须为 add（增加）或 deduct（扣减）' }),
  points: whole(
    z
      .number({ message: '积分须为正整数' })
      .int({ message: '积分须为正整数' })
      .min(1, { message: '积分须大于 0' })
      .max(1_000_000, { message: '单次调整积分不能超过 1000000' }),
  ),
  reason: requiredText('调整原因', 200),
  key: z
    .string({ message: '缺少请求标识 key' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '请求标识 key 为 8-64 位字母、数字、_ 或 -' }),
});

export const pointsLogAdminQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 10),
});

export const cancelOrderBody = z.strictObject({ reason: requiredText('取消原因', 200) });

/** The selects of the console: ranks and service contacts. */
export const rankOption = z.object({ id: z.number().int(), name: z.string() });
export const serviceContactOption = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});

export type CompanyUpdateBody = z.input<typeof companyUpdateBody>;
export type BalanceBody = z.input<typeof balanceBody>;
export type PointsBody = z.input<typeof pointsBody>;
export type RankOption = z.infer<typeof rankOption>;
export type ServiceContactOption = z.infer<typeof serviceContactOption>;
