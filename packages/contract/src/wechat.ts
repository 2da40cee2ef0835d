import { z } from 'zod';
import { registerBody } from './account.ts';
import { flag01, requiredText } from './fields.ts';

// WeChat binding and login (issue 11 /bdwx): a QR code the phone scans, a
// ticket the browser polls with, and the login's binding.

export const wechatPurposes = ['login', 'bind'] as const;

export const wechatQrBody = z.strictObject({
  purpose: z.enum(wechatPurposes, { message: '二维码用途不正确' }),
});

export const wechatQr = z.object({
  /** The browser's secret to poll with; not in the QR code. */
  ticket: z.string(),
  /** What the QR code encodes: the page where the phone confirms. */
  qr_url: z.string(),
  /** The QR code as a PNG data URL. */
  qr_image: z.string(),
  expires_in: z.number().int(),
});

const ticket = z
  .string({ message: '请重新扫码' })
  .min(1, { message: '请重新扫码' })
  .max(100, { message: '二维码已失效，请重新扫码' });

export const wechatPollBody = z.strictObject({ ticket });

export const wechatScanStatuses = ['waiting', 'expired', 'bound', 'logged_in', 'unbound'] as const;

export const wechatPoll = z.object({
  status: z.enum(wechatScanStatuses),
  /** logged_in: the new session's token (also set as the cookie). */
  token: z.string().optional(),
  /** bound / unbound: the WeChat nickname the phone confirmed. */
  nickname: z.string().optional(),
});

export const wechatBinding = z.object({
  bound: flag01,
  nickname: z.string(),
  bound_at: z.string().nullable(),
});

/** Registration step 1 for a WeChat that is bound to no login yet: the login scan's ticket too. */
export const wechatRegisterBody = z
  .strictObject({ ...registerBody.shape, ticket })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的密码不一致',
  });

/** The sandbox phone's confirmation form. */
export const wechatSandboxConfirmBody = z.strictObject({
  nickname: requiredText('微信昵称', 30),
});

export type WechatQr = z.infer<typeof wechatQr>;
export type WechatPoll = z.infer<typeof wechatPoll>;
export type WechatBinding = z.infer<typeof wechatBinding>;
export type WechatRegisterBody = z.input<typeof wechatRegisterBody>;

/** The console: a buyer company's logins and their WeChat ('' when unbound). */
export const adminWechatLogin = z.object({
  user_id: z.number().int(),
  username: z.string(),
  is_main: flag01,
  wechat: z.string(),
  bound_at: z.string().nullable(),
});
export type AdminWechatLogin = z.infer<typeof adminWechatLogin>;
