import { z } from 'zod';
import { flag01, id, money } from './fields.ts';
import { idempotencyKey, orderStatuses } from './order.ts';

// Paying an order: from the balance at once, or online through the provider's page.

export const payBody = z.strictObject({
  method: z.enum(['balance', 'online', 'transfer', 'credit'], { message: '请选择支付方式' }),
  key: idempotencyKey,
  /** 支付密码, for balance and credit once the company has turned it on (checked by the approvals slice). */
  pay_password: z.string().max(32).optional(),
});

export const onlinePayment = z.object({ pay_url: z.string(), trade_no: z.string() });

export const payStatus = z.object({
  status: z.enum(orderStatuses),
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
