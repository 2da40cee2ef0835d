import { z } from 'zod';
import { flag01, id, money } from './fields.ts';
import { idempotencyKey, orderStatuses } from './order.ts';

// Paying an order: from the balance at once, or online through the provider's page.

/** Six digits, asked when paying from the balance or on credit once the company turned it on. */
export const payPasswordField = z
  .string({ message: '请输入支付密码' })
  .regex(/^\d{6}$/, { message: '支付密码为 6 位数字' });

export const payBody = z.strictObject({
  method: z.enum(['balance', 'online', 'transfer', 'credit'], { message: '请选择支付方式' }),
  key: idempotencyKey,
  /** balance and credit, when the company has a payment password (支付密码). */
  pay_password: payPasswordField.optional(),
});

export const onlinePayment = z.object({ pay_url: z.string(), trade_no: z.string() });

export const payStatus = z.object({
  status: z.enum(orderStatuses),
  /** 待支付, 待确认到账 (a bank transfer chosen, not yet confirmed by finance), 待发货, ... */
  status_text: z.string(),
  paid: flag01,
  pay_amount: money,
});

export const tradeParams = z.strictObject({
  trade: z.string().regex(/^P\d{10,16}[0-9a-f]{12}$/, { message: '支付单不存在' }),
});

export const payParams = z.strictObject({ id });

export type OnlinePayment = z.infer<typeof onlinePayment>;
export type PayStatus = z.infer<typeof payStatus>;
export type PayMethod = z.infer<typeof payBody>['method'];
