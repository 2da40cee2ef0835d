import { z } from 'zod';
import { flag01, isoTime } from './fields.ts';
import { payPasswordField } from './payment.ts';

// The company's payment password (支付密码): off until a main account turns
// it on with an SMS code (docs/api-approvals.md).

const code = z
  .string({ message: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, { message: '验证码为 6 位数字' });

const confirmed = <T extends { password: string; password_confirmation: string }>(
  s: z.ZodType<T>,
) =>
  s.refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的支付密码不一致',
  });

export const payPasswordStatus = z.object({
  /** 1: balance and credit payments ask for it. */
  enabled: flag01,
  /** 1: five wrong tries; those payments wait until locked_until. */
  locked: flag01,
  locked_until: isoTime.nullable(),
  /** 1: the caller may turn it on, reset or turn it off (a main account). */
  can_manage: flag01,
  /** The proven mobile codes go to, masked (138****0000); empty when none. */
  mobile: z.string(),
});
export type PayPasswordStatus = z.infer<typeof payPasswordStatus>;

/** Turning it on, or resetting a forgotten one: the SMS code proves the main account's mobile. */
export const setPayPasswordBody = confirmed(
  z.strictObject({
    code,
    password: payPasswordField,
    password_confirmation: z.string({ message: '请再次输入支付密码' }),
  }),
);

export const changePayPasswordBody = confirmed(
  z.strictObject({
    old_password: payPasswordField,
    password: payPasswordField,
    password_confirmation: z.string({ message: '请再次输入支付密码' }),
  }),
);

/** Turning it off takes the SMS code too: a stolen session alone cannot. */
export const disablePayPasswordBody = z.strictObject({ code });
