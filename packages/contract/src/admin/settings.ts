import { z } from 'zod';
import { siteInfo } from '../content.ts';
import { int, money, text, whole } from '../fields.ts';

// Site settings the operator edits: the footer's contact lines, the
// shipping rule the cart and every order charge with, the order timings, and
// the address approved returns go back to.

const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` })
    .refine((s) => Number(s) <= 1_000_000, { message: `${label}不能超过 1000000 元` });

const wholeIn = (label: string, min: number, max: number, unit: string) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}为 ${min}-${max} ${unit}` })
      .max(max, { message: `${label}为 ${min}-${max} ${unit}` }),
  );

/** Bounds of the order timings (the server's defaults come from its environment). */
export const UNPAID_MINUTES = { min: 5, max: 1440 };
export const CONFIRM_DAYS = { min: 1, max: 60 };
/** Months before a lot's expiry that count as 近效期 (default 6). */
export const NEAR_EXPIRY_MONTHS = { min: 1, max: 24, default: 6 };
/** 账期宽限期: days past a statement's due date before new credit orders are refused (default 7). */
export const CREDIT_GRACE_DAYS = { min: 0, max: 90, default: 7 };

export const settingsPutBody = z
  .strictObject({
    title: text('网站名称', 50).optional(),
    hot_line: text('客服热线', 30).optional(),
    complaint_line: text('投诉电话', 30).optional(),
    qq1: text('客服 QQ1', 20).optional(),
    qq2: text('客服 QQ2', 20).optional(),
    service_hours: text('服务时间', 50).optional(),
    company: text('公司名称', 100).optional(),
    address: text('公司地址', 200).optional(),
    icp: text('备案号', 50).optional(),
    free_shipping_threshold: yuan('包邮门槛').optional(),
    preferred_free_shipping_threshold: yuan('优选包邮门槛').optional(),
    shipping_fee: yuan('运费').optional(),
    unpaid_minutes: wholeIn(
      '未支付订单取消时间',
      UNPAID_MINUTES.min,
      UNPAID_MINUTES.max,
      '分钟',
    ).optional(),
    confirm_days: wholeIn('自动确认收货天数', CONFIRM_DAYS.min, CONFIRM_DAYS.max, '天').optional(),
    near_expiry_months: wholeIn(
      '近效期月数',
      NEAR_EXPIRY_MONTHS.min,
      NEAR_EXPIRY_MONTHS.max,
      '个月',
    ).optional(),
    credit_grace_days: wholeIn(
      '账期宽限期',
      CREDIT_GRACE_DAYS.min,
      CREDIT_GRACE_DAYS.max,
      '天',
    ).optional(),
    return_receiver: text('退货收件人', 30).optional(),
    return_phone: text('退货联系电话', 30).optional(),
    return_address: text('退货地址', 200).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: '没有要修改的字段',
  });

export type SettingsPutBody = z.input<typeof settingsPutBody>;
/** The footer's lines as the shop shows them, and the shipping rule and order timings. */
export const adminSettings = siteInfo.extend({
  free_shipping_threshold: money,
  preferred_free_shipping_threshold: money,
  shipping_fee: money,
  /** An unpaid order is cancelled this many minutes after it was placed. */
  unpaid_minutes: int,
  /** A shipped order nobody confirmed is completed this many days after it shipped. */
  confirm_days: int,
  /** A lot expiring within this many months is 近效期 (goods is_xq follows the lot that ships next). */
  near_expiry_months: int,
  /** Days past a statement's due date before new credit (挂账) orders are refused. */
  credit_grace_days: int,
  /** Where buyers send an approved 退货 ('' until set: the notice then asks them to call). */
  return_receiver: z.string(),
  return_phone: z.string(),
  return_address: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettings>;
