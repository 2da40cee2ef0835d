import { z } from 'zod';
import { calendarDate, int, isoTime, money, page, pageNo, whole } from './fields.ts';

// The wallet: balance with its ledger, and coupons.

export const userMoney = z.object({
  balance: money,
  frozen: money,
  total_recharge: money,
  total_spent: money,
});

/** use_type: 0 all, 1 recharge, 2 payment, 3 refund, 4 deduction (by staff). */
export const moneyLogQuery = z.strictObject({
  page: pageNo,
  use_type: whole(
    z
      .number({ message: '类型格式不正确' })
      .int({ message: '类型格式不正确' })
      .min(0, { message: '类型格式不正确' })
      .max(4, { message: '类型格式不正确' })
      .default(0),
  ),
  start_time: calendarDate('开始日期').optional(),
  end_time: calendarDate('结束日期').optional(),
});

export const moneyLogEntry = z.object({
  id: int,
  amount: money,
  balance: money,
  use_type: int,
  use_type_text: z.string(),
  remark: z.string(),
  order_no: z.string(),
  created_at: isoTime,
});
export const moneyLogPage = page(moneyLogEntry);

/** status: 0 unused, 1 used, 2 expired. */
export const couponQuery = z.strictObject({
  page: pageNo,
  status: whole(
    z
      .number({ message: '状态格式不正确' })
      .int({ message: '状态格式不正确' })
      .min(0, { message: '状态格式不正确' })
      .max(2, { message: '状态格式不正确' })
      .default(0),
  ),
  type: z.string().max(20).optional(),
});

export const coupon = z.object({
  id: int,
  name: z.string(),
  amount: money,
  min_amount: money,
  status: int,
  end_time: isoTime,
});
export const couponPage = page(coupon);
export const couponCount = z.object({ unused: int });

export type UserMoney = z.infer<typeof userMoney>;
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;
export type Coupon = z.infer<typeof coupon>;
/** use_type of the ledger: 0 all, 1 recharge, 2 payment, 3 refund, 4 deduction. */
export type MoneyUseType = 0 | 1 | 2 | 3 | 4;
/** 0 unused, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;
