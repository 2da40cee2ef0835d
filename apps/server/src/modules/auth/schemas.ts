import { isEmail, isPhone, MOBILE_RE, messages } from '@shop/domain';
import { z } from 'zod';
import { requiredText, text } from '../../http/schemas.ts';

export const mobile = z
  .string({ message: '请输入手机号码' })
  .trim()
  .regex(MOBILE_RE, { message: messages.mobile });

const password = z
  .string({ message: '请输入密码' })
  .min(6, { message: '密码长度为 6-20 位' })
  .max(20, { message: '密码长度为 6-20 位' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/, { message: '密码须同时包含字母和数字' });

export const loginBody = z.object({
  username: requiredText('用户名或手机号', 50),
  password: z.string({ message: '请输入密码' }).min(1, { message: '请输入密码' }).max(100, {
    message: '密码不能超过 100 个字符',
  }),
});

export const createCodeBody = z.object({
  mobile,
  type: z.enum(['register', 'reset'], { message: '验证码类型不正确' }).default('register'),
});

export const registerBody = z
  .object({
    mobile,
    code: z
      .string({ message: '请输入验证码' })
      .trim()
      .regex(/^\d{6}$/, { message: '验证码为 6 位数字' }),
    username: z
      .string({ message: '请输入用户名' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, {
        message: '用户名为 4-20 位字母、数字或下划线，以字母开头',
      }),
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
} as const;

export const companyBody = z.object({
  name: requiredText('企业名称', 60),
  type: z.enum(Object.keys(companyKinds) as [keyof typeof companyKinds], {
    message: '请选择企业类型',
  }),
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

const isoDate = z
  .string({ message: '请选择有效期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '有效期格式为 YYYY-MM-DD' })
  .refine((d) => !Number.isNaN(Date.parse(d)), { message: '有效期不是有效日期' })
  .refine((d) => d > new Date().toISOString().slice(0, 10), { message: '证件已过期' });

const licenceNo = (label: string) =>
  z
    .string({ message: `请输入${label}编号` })
    .trim()
    .regex(/^[A-Za-z0-9\u4e00-\u9fa5()（）-]{6,40}$/, { message: `${label}编号格式不正确` });

/** Clinics hold a medical institution licence instead of a drug trading licence. */
export const credentialsBody = z.object({
  business_licence_no: licenceNo('营业执照'),
  business_licence_expires: isoDate,
  licence_kind: z.enum(['drug_licence', 'medical_licence'], { message: '请选择许可证类型' }),
  licence_no: licenceNo('许可证'),
  licence_expires: isoDate,
});
