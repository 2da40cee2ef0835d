import { isEmail, isPhone, MOBILE_RE, messages, USERNAME_RE } from '@shop/domain';
import { z } from 'zod';
import { qualityInspection, serviceContact } from './content.ts';
import { flag01, int, requiredText, text } from './fields.ts';

// Logging in, registering a company in three steps, and the user state.

export const mobile = z
  .string({ message: '请输入手机号码' })
  .trim()
  .regex(MOBILE_RE, { message: messages.mobile });

export const username = z
  .string({ message: '请输入用户名' })
  .trim()
  .regex(USERNAME_RE, { message: messages.username });

export const password = z
  .string({ message: '请输入密码' })
  .min(6, { message: '密码长度为 6-20 位' })
  .max(20, { message: '密码长度为 6-20 位' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/, { message: '密码须同时包含字母和数字' });

export const loginBody = z.strictObject({
  username: requiredText('用户名或手机号', 50),
  password: z
    .string({ message: '请输入密码' })
    .min(1, { message: '请输入密码' })
    .max(100, { message: '密码不能超过 100 个字符' }),
});

export const tokenResult = z.object({ token: z.string() });

export const smsPurposes = ['register', 'reset', 'forget', 'change_mobile'] as const;

export const createCodeBody = z.strictObject({
  mobile,
  type: z.enum(smsPurposes, { message: '验证码类型不正确' }).default('register'),
});

export const phoneParams = z.strictObject({ value: z.string().max(20) });
export const phoneResult = z.object({ exists: flag01 });

export const registerBody = z
  .strictObject({
    mobile,
    code: z
      .string({ message: '请输入验证码' })
      .trim()
      .regex(/^\d{6}$/, { message: '验证码为 6 位数字' }),
    username,
    password,
    password_confirmation: z.string({ message: '请再次输入密码' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的密码不一致',
  });

export const companyKinds = {
  pharmacy: '单体药店',
  chain: '连锁药店',
  clinic: '诊所',
  hospital: '医院/卫生院',
  /** A 乙类非处方药 counter (in a supermarket, say): licensed for OTC class B only. */
  otc_counter: '乙类非处方药零售',
} as const;
export type CompanyKind = keyof typeof companyKinds;

export const companyBody = z.strictObject({
  name: requiredText('企业名称', 60),
  type: z.enum(Object.keys(companyKinds) as [CompanyKind], { message: '请选择企业类型' }),
  contact_name: requiredText('联系人', 20),
  contact_phone: z
    .string({ message: '请输入联系电话' })
    .trim()
    .refine((v) => isPhone(v, true), { message: messages.phone }),
  email: text('邮箱', 60)
    .default('')
    .refine((v) => v === '' || isEmail(v), { message: messages.email }),
  region: requiredText('所在地区', 60),
  address: requiredText('详细地址', 120),
});

export const credentialKinds = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  medical_licence: '医疗机构执业许可证',
} as const;

/**
 * POST /api/user/register/credentials: registration step 3 sends the company
 * to review once every required document (each uploaded through POST
 * /api/user/zizhi with its file, number and dates) is on file. No fields.
 */
export const credentialsBody = z.strictObject({});

export const reviewStates = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const registerStatus = z.object({
  review: z.enum(reviewStates),
  /** Why the credentials were rejected (empty otherwise). */
  review_reason: z.string(),
  company: z
    .object({
      name: z.string(),
      type: z.enum(Object.keys(companyKinds) as [CompanyKind]),
      type_name: z.string(),
      contact_name: z.string(),
      contact_phone: z.string(),
      email: z.string(),
      region: z.string(),
      address: z.string(),
    })
    .nullable(),
  credentials: z.array(
    z.object({ kind: z.string(), name: z.string(), number: z.string(), expires: z.string() }),
  ),
});

/** The user state of spec section 3. */
export const userInfo = z.object({
  show: int,
  username: z.string(),
  is_lszh: flag01,
  /** 1: the company's main account; 0: a sub-account. */
  is_main: flag01,
  /** What this login may do (the sub-account grants of /child; a main account all 1). */
  can_order: flag01,
  can_pay: flag01,
  see_all_orders: flag01,
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.string(),
  rank_id: int,
  admin: serviceContact.nullable(),
  address: z.string(),
  is_passed: flag01,
  review: z.enum(reviewStates),
  points: int,
  cart: int,
  message_count: int,
  wechat: z.string(),
  /** The login's own mobile, masked (ours, beyond the spec: /basic shows it). */
  mobile: z.string(),
  /** 0: a mobile the main account typed that this sub-account has not confirmed by SMS. */
  mobile_verified: flag01,
  common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
  quality_inspection: qualityInspection,
  login_url: z.string(),
  is_show_youx: flag01,
  is_special: flag01,
  is_can_chat: flag01,
  token: z.string().nullable(),
});

/**
 * GET /api/user/info for a visitor: HTTP 200 with the spec's 未登录 code
 * (10001), not a 401 every visitor's browser would log as an error. Every
 * page asks it; other routes keep answering 401.
 */
export const visitorAnswer = z.object({
  code: z.literal(10001),
  msg: z.string(),
  data: z.null(),
});

export type UserInfo = z.infer<typeof userInfo>;
export type RegisterStatus = z.infer<typeof registerStatus>;
export type LoginBody = z.input<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type CompanyBody = z.input<typeof companyBody>;
export type CredentialsBody = z.input<typeof credentialsBody>;
/** A new password: the registration rule (account centre's change password). */
export const newPassword = password;
