import { z } from 'zod';
import { calendarDate, id, int, isoTime, money, page, pageNo, whole } from './fields.ts';

// The wallet: balance with its ledger, and coupons.

export const userMoney = z.object({
  balance: money,
  frozen: money,
  total_recharge: money,
  total_spent: money,
});

/** use_type: 0 all, 1 recharge, 2 payment, 3 refund, 4 deduction (by staff), 5 满额返, 6 满额返扣回, 7 积分兑换 (a points goods' cash part), 8 账期还款, 9 对公转账转入 (a bank transfer's surplus). */
export const moneyLogQuery = z.strictObject({
  page: pageNo,
  use_type: whole(
    z
      .number({ message: '类型格式不正确' })
      .int({ message: '类型格式不正确' })
      .min(0, { message: '类型格式不正确' })
      .max(9, { message: '类型格式不正确' })
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

const smallInt = (label: string, max: number, def: number) =>
  whole(
    z
      .number({ message: `${label}格式不正确` })
      .int({ message: `${label}格式不正确` })
      .min(0, { message: `${label}格式不正确` })
      .max(max, { message: `${label}格式不正确` })
      .default(def),
  );

/** status: 0 unused, 1 used, 2 expired; type: 1 coupons (优惠券), 2 cash vouchers (现金券). */
export const couponQuery = z.strictObject({
  page: pageNo,
  status: smallInt('状态', 2, 0),
  type: whole(
    z
      .number({ message: '类型格式不正确' })
      .int({ message: '类型格式不正确' })
      .min(1, { message: '类型格式不正确' })
      .max(2, { message: '类型格式不正确' })
      .default(1),
  ),
});

/** What a coupon applies to: every goods when both lists are empty. */
export const couponScope = z.object({
  text: z.string(),
  goods: z.array(z.object({ id: int, name: z.string() })),
  categories: z.array(z.object({ id: int, name: z.string() })),
});

export const coupon = z.object({
  id: int,
  name: z.string(),
  /** 1 coupon, 2 cash voucher. */
  type: int,
  amount: money,
  min_amount: money,
  status: int,
  end_time: isoTime,
  scope: couponScope,
});
export const couponPage = page(coupon);
export const couponCount = z.object({ unused: int, cash: int });

/** The coupon centre: type 0 all, 1 store-wide, 2 limited to goods or categories, 3 cash vouchers. */
export const availableCouponQuery = z.strictObject({
  page: pageNo,
  type: smallInt('类型', 3, 0),
});

/**
 * A coupon the centre hands out. state: 0 claimable, 1 not started yet,
 * 2 claimed up to the per-buyer limit, 3 all claimed.
 */
export const couponTemplate = z.object({
  id: int,
  name: z.string(),
  type: int,
  amount: money,
  min_amount: money,
  total: int,
  /** Share claimed, 0 to 100, rounded down. */
  claimed_percent: int,
  per_buyer: int,
  received: int,
  state: int,
  start_time: isoTime,
  end_time: isoTime,
  /** How long a claimed coupon is valid. */
  valid_text: z.string(),
  scope: couponScope,
});
export const couponTemplatePage = page(couponTemplate);

export const couponReceiveBody = z.strictObject({ id });
export const couponReceived = z.object({ coupon: coupon, template: couponTemplate });

export type UserMoney = z.infer<typeof userMoney>;
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;
export type Coupon = z.infer<typeof coupon>;
export type CouponTemplate = z.infer<typeof couponTemplate>;
export type CouponScope = z.infer<typeof couponScope>;
/** use_type of the ledger: 0 all, 1 recharge, 2 payment, 3 refund, 4 deduction. */
export type MoneyUseType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** 0 unused, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;
