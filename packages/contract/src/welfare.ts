import { z } from 'zod';
import { time, yuan } from './admin/promotions.ts';
import {
  flag01,
  id,
  idList,
  int,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  visiblePrice,
} from './fields.ts';
import { goodsPage } from './goods.ts';

// The whole-store 94折 event (/welfare) and 满额返 cash-back (/hb), for the
// shop and the console. Money is yuan with two decimals, rounded down.

/** upcoming, running, ended (by the clock) or stopped (by staff). */
export const welfareStatuses = ['upcoming', 'running', 'ended', 'stopped'] as const;
const status = z.enum(welfareStatuses);

const window = {
  id: int,
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status,
  status_text: z.string(),
};

// ---- the shop ----

export const welfareQuery = z.strictObject({ page: pageNo });

/** GET /api/welfare: the running 94折 event (else the next, else the last) and its goods. */
export const welfareZone = z.object({
  event: z.object(window).nullable(),
  /** The discount, as shown: '94折'. */
  discount_text: z.string(),
  goods: goodsPage,
});

export const cashBackTier = z.object({
  id: int,
  /** Spend at least this in the period… */
  amount: money,
  /** …and get this back (the highest tier reached pays). */
  reward: money,
  /** 1 when the company's spending in the period reached it. */
  reached: flag01,
  /** 1 when it is credited to the balance (its orders completed). */
  credited: flag01,
});

/** GET /api/hb: the cash-back period, its tiers and the buyer's progress. */
export const cashBackZone = z.object({
  period: z.object(window).nullable(),
  tiers: z.array(cashBackTier),
  /** Paid in the period, less refunds (null for visitors). */
  spent: visiblePrice,
  /** Of it, in completed orders: what credits count. */
  completed: visiblePrice,
  /** Credited to the balance for this period, net of take-backs. */
  credited: visiblePrice,
  /** '再购¥N可返¥M', or what the top tier says when reached; '' for visitors. */
  progress_text: z.string(),
  need_amount: visiblePrice,
  next_reward: visiblePrice,
});

// ---- the console ----

export const adminWelfareGoods = z.object({
  id: int,
  name: z.string(),
  specification: z.string(),
  price: money,
  /** The 94折 unit price buyers see (tier prices take 94折 the same way). */
  welfare_price: money,
});

export const adminWelfareEvent = z.object({
  ...window,
  enabled: flag01,
  goods: z.array(adminWelfareGoods),
  created_at: z.string(),
});

export const adminWelfareQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: status.optional(),
});

const eventFields = {
  title: requiredText('活动名称', 30),
  starts_at: time('开始时间'),
  ends_at: time('结束时间'),
  goods_ids: idList('活动商品', 2000),
};

const endsAfterStart = (b: { starts_at?: Date | undefined; ends_at?: Date | undefined }) =>
  !(b.starts_at instanceof Date && b.ends_at instanceof Date) || b.ends_at > b.starts_at;
const endsMessage = { message: '结束时间须晚于开始时间', path: ['ends_at'] };

export const welfareEventBody = z.strictObject(eventFields).refine(endsAfterStart, endsMessage);
export const welfareEventPutBody = z
  .strictObject(eventFields)
  .partial()
  .refine(endsAfterStart, endsMessage);

const tier = z.strictObject({ amount: yuan('返现门槛'), reward: yuan('返现金额') });
const toFen = (y: string) => Math.round(Number(y) * 100);

/** Thresholds rise strictly; each reward is above 0, below its threshold and above the last. */
export const cashBackTiers = z
  .array(tier, { message: '返现档位格式不正确' })
  .min(1, { message: '请至少设置一档返现' })
  .max(5, { message: '返现最多 5 档' })
  .superRefine((tiers, ctx) => {
    if (!tiers.every((t) => t && typeof t.amount === 'string' && typeof t.reward === 'string'))
      return;
    tiers.forEach((t, i) => {
      const amount = toFen(t.amount);
      const reward = toFen(t.reward);
      const issue = (message: string, field: 'amount' | 'reward') =>
        ctx.addIssue({ code: 'custom', path: [i, field], message });
      if (amount <= 0) issue('返现门槛须大于 0', 'amount');
      else if (reward <= 0) issue('返现金额须大于 0', 'reward');
      else if (reward >= amount) issue('返现金额须小于门槛', 'reward');
      const prev = tiers[i - 1];
      if (prev && amount <= toFen(prev.amount)) issue('门槛须逐档递增', 'amount');
      else if (prev && reward <= toFen(prev.reward)) issue('返现金额须逐档递增', 'reward');
    });
  });

const periodFields = {
  title: requiredText('活动名称', 30),
  starts_at: time('开始时间'),
  ends_at: time('结束时间'),
  tiers: cashBackTiers,
};

export const cashBackPeriodBody = z.strictObject(periodFields).refine(endsAfterStart, endsMessage);
export const cashBackPeriodPutBody = z
  .strictObject(periodFields)
  .partial()
  .refine(endsAfterStart, endsMessage);

export const adminCashBackPeriod = z.object({
  ...window,
  enabled: flag01,
  tiers: z.array(z.object({ id: int, amount: money, reward: money })),
  /** Companies credited and the money credited, net of take-backs. */
  companies: int,
  credited: money,
  created_at: z.string(),
});

export const adminCashBackQuery = adminWelfareQuery;
export const welfareIdParams = z.strictObject({ id });

export const adminWelfarePage = page(adminWelfareEvent);
export const adminCashBackPage = page(adminCashBackPeriod);

export type WelfareZone = z.infer<typeof welfareZone>;
export type CashBackZone = z.infer<typeof cashBackZone>;
export type AdminWelfareEvent = z.infer<typeof adminWelfareEvent>;
export type AdminCashBackPeriod = z.infer<typeof adminCashBackPeriod>;
export type WelfareEventBody = z.input<typeof welfareEventBody>;
export type CashBackPeriodBody = z.input<typeof cashBackPeriodBody>;
export type WelfareStatus = (typeof welfareStatuses)[number];
