import { z } from 'zod';
import { mobile, password } from './account.ts';

// Forgotten password (spec section 2 /forget): an SMS code buys a ticket that
// sets a new password once, within 10 minutes.

export const smsCode = z
  .string({ message: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, { message: '验证码为 6 位数字' });

export const forgetVerifyBody = z.strictObject({ mobile, code: smsCode });

export const forgetTicketResult = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid. */
  expires_in: z.number().int(),
});

export const resetPasswordBody = z
  .strictObject({
    ticket: z
      .string({ message: '请重新验证手机号' })
      .min(1, { message: '请重新验证手机号' })
      .max(100, {
        message: '凭证无效，请重新验证手机号',
      }),
    password,
    password_confirmation: z.string({ message: '请再次输入密码' }).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的密码不一致',
  });

export type ForgetVerifyBody = z.input<typeof forgetVerifyBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
