import { isPhone, messages } from '@shop/domain';
import { z } from 'zod';
import { mobile, newPassword } from './account.ts';
import {
  calendarDate,
  flag01,
  id,
  int,
  isoTime,
  page,
  pageNo,
  requiredText,
  text,
  whole,
} from './fields.ts';

// The account centre's company basics (/basic) and credentials (/zzzj):
// contact details, password, login mobile, licences with their files and
// the staff review of uploaded licences. Paths in docs/api-acct.md.

/** POST api/user/update: the company's contact person and phone (main account only). */
export const userUpdateBody = z.strictObject({
  name: requiredText('联系人', 20),
  phone: z
    .string({ message: '请输入联系电话' })
    .trim()
    .max(20, { message: '联系电话不能超过 20 个字符' })
    .refine((v) => isPhone(v, true), { message: messages.phone }),
});

/** POST /api/user/password: the current password, then the new one twice. */
export const changePasswordBody = z
  .strictObject({
    old_password: z
      .string({ message: '请输入原密码' })
      .min(1, { message: '请输入原密码' })
      .max(100, { message: '原密码不能超过 100 个字符' }),
    password: newPassword,
    password_confirmation: z.string({ message: '请再次输入新密码' }).max(100),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的密码不一致',
  });

/** POST /api/user/mobile: the new login mobile with the code texted to it (type change_mobile). */
export const changeMobileBody = z.strictObject({
  mobile,
  code: z
    .string({ message: '请输入验证码' })
    .trim()
    .regex(/^\d{6}$/, { message: '验证码为 6 位数字' }),
});

/** The licences a company may hold; 药品经营许可证 for shops, 医疗机构执业许可证 for clinics. */
export const licenceKinds = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  medical_licence: '医疗机构执业许可证',
  gsp: 'GSP 证书',
  proxy: '采购委托书',
  buyer_id: '采购人身份证',
} as const;
export type LicenceKind = keyof typeof licenceKinds;

/** 经营范围 classes: defined with the goods' classification in the domain. */
export { type BusinessScope, businessScopes } from '@shop/domain';

export const credentialStatuses = {
  current: '已生效',
  pending: '审核中',
  rejected: '未通过',
  replaced: '已更新',
} as const;
export type CredentialStatus = keyof typeof credentialStatuses;

/** How close the expiry is: ok, expiring (within 30 days), expired. */
export const expiryStates = ['ok', 'expiring', 'expired'] as const;

export const credentialItem = z.object({
  id: int,
  kind: z.string(),
  kind_name: z.string(),
  number: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string(),
  status: z.enum(Object.keys(credentialStatuses) as [CredentialStatus]),
  status_text: z.string(),
  /** Why staff rejected it ('' otherwise). */
  reason: z.string(),
  /**
   * A 采购委托书's purchaser: name and ID number ('' for other kinds). The
   * number is masked (110***********1234) to staff, as the ID card's.
   */
  holder_name: z.string(),
  holder_id_number: z.string(),
  /** Days until expiry (negative once expired). */
  days_left: int,
  expiry: z.enum(expiryStates),
  /** 1 when a file was uploaded; fetched at `file_url` by the company itself. */
  has_file: flag01,
  file_url: z.string(),
  file_type: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

/** GET api/user/zizhi: the licences in force, the uploads under review or rejected, and a warning. */
export const zizhiResult = z.object({
  /** The kinds this company should hold, by its type; required 0: uploaded where it applies (GSP). */
  kinds: z.array(z.object({ kind: z.string(), name: z.string(), required: flag01 })),
  current: z.array(credentialItem),
  /** Uploads staff have not decided, and the latest rejected one per kind. */
  submissions: z.array(credentialItem),
  /** '' or the header's warning (a licence expiring within 30 days or expired). */
  warning: z.string(),
});

/** GET /api/user/gszz: the company's registered particulars. */
export const gszzResult = z.object({
  name: z.string(),
  type: z.string(),
  type_name: z.string(),
  /** 统一社会信用代码: the business licence's number. */
  credit_code: z.string(),
  legal_person: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  email: z.string(),
  region: z.string(),
  address: z.string(),
  review: z.string(),
  created_at: isoTime,
});

/** GET api/user/jyfw: the business scope. */
export const jyfwResult = z.object({
  scope: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Every class, with allowed 0/1, for a full table. */
  all: z.array(z.object({ code: z.string(), name: z.string(), allowed: flag01 })),
});

/** Multipart fields besides `file` of POST /api/user/zizhi (a new or renewed licence). */
/** 18 characters: 17 digits and a check digit (0-9 or X). */
const ID_CARD = /^\d{17}[\dX]$/;

export const credentialUploadFields = z
  .strictObject({
    kind: z.enum(Object.keys(licenceKinds) as [LicenceKind], { message: '请选择证件类型' }),
    number: z
      .string({ message: '请输入证件编号' })
      .trim()
      .regex(/^[A-Za-z0-9\u4e00-\u9fa5()（）-]{6,40}$/, {
        message: '证件编号为 6-40 位字母、数字、汉字或括号',
      }),
    issued_on: calendarDate('发证日期').refine((d) => d <= new Date().toISOString().slice(0, 10), {
      message: '发证日期不能晚于今天',
    }),
    expires_on: calendarDate('有效期至').refine((d) => d > new Date().toISOString().slice(0, 10), {
      message: '证件已过期',
    }),
    /** 采购委托书 only: the purchaser it names (required there, refused on other kinds). */
    holder_name: z
      .string()
      .trim()
      .regex(/^[\u4e00-\u9fa5A-Za-z·. ]{2,30}$/, { message: '采购人姓名为 2-30 位汉字或字母' })
      .optional(),
    holder_id_number: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .refine((s) => ID_CARD.test(s), { message: '请输入采购人 18 位身份证号码' })
      .optional(),
  })
  .refine((b) => b.kind !== 'buyer_id' || ID_CARD.test(b.number.toUpperCase()), {
    path: ['number'],
    message: '请输入 18 位身份证号码',
  })
  .refine((b) => b.kind !== 'proxy' || b.holder_name, {
    path: ['holder_name'],
    message: '采购委托书须填写被委托的采购人姓名',
  })
  .refine((b) => b.kind !== 'proxy' || b.holder_id_number, {
    path: ['holder_id_number'],
    message: '采购委托书须填写采购人身份证号码',
  })
  .refine((b) => b.kind === 'proxy' || (!b.holder_name && !b.holder_id_number), {
    path: ['holder_name'],
    message: '只有采购委托书填写采购人',
  });

// ---- console ----

export const credentialReviewQuery = z.strictObject({
  status: z.enum(['pending', 'rejected', 'current', 'all']).default('pending'),
  keywords: text('关键词', 50).default(''),
  page: pageNo,
  page_size: whole(z.number().int().min(1).max(100).default(20)),
});

export const adminCredentialItem = credentialItem.extend({
  company_id: int,
  company_name: z.string(),
  company_type: z.string(),
});

export const credentialReviewPage = page(adminCredentialItem);

export const credentialDecisionBody = z
  .strictObject({
    approve: whole(z.union([z.literal(0), z.literal(1)], { message: '请选择通过或驳回' })),
    reason: text('驳回原因', 200).default(''),
  })
  .refine((b) => b.approve === 1 || b.reason.length > 0, {
    path: ['reason'],
    message: '请填写驳回原因',
  });

export const credentialIdParams = z.strictObject({ id });

/**
 * GET /admin-api/credentials/{id}/number: the full number of a purchaser's
 * ID card, and the full ID number a 采购委托书 names (audited).
 */
export const credentialNumber = z.object({ number: z.string(), holder_id_number: z.string() });

export const companyCredentials = z.array(credentialItem);

export type UserUpdateBody = z.input<typeof userUpdateBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangeMobileBody = z.input<typeof changeMobileBody>;
export type CredentialItem = z.infer<typeof credentialItem>;
export type ZizhiResult = z.infer<typeof zizhiResult>;
export type GszzResult = z.infer<typeof gszzResult>;
export type JyfwResult = z.infer<typeof jyfwResult>;
export type AdminCredentialItem = z.infer<typeof adminCredentialItem>;
export type CredentialReviewPage = z.infer<typeof credentialReviewPage>;
export type CredentialDecisionBody = z.input<typeof credentialDecisionBody>;
