import { z } from 'zod';
import { calendarDate, int, isoTime, page, pageNo, whole } from './fields.ts';

// The buyer's points (积分): the balance and its ledger (/wdqb_jfgl).

/**
 * type: 0 all, 1 获得 (earned by orders), 2 使用 (spent in exchanges),
 * 3 退回/调整 (taken back for refunds, and staff adjustments).
 */
export const pointsLogQuery = z
  .strictObject({
    page: pageNo,
    type: whole(
      z
        .number({ message: '类型格式不正确' })
        .int({ message: '类型格式不正确' })
        .min(0, { message: '类型格式不正确' })
        .max(3, { message: '类型格式不正确' })
        .default(0),
    ),
    start_time: calendarDate('开始日期').optional(),
    end_time: calendarDate('结束日期').optional(),
  })
  .refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, {
    message: '结束日期不能早于开始日期',
    path: ['end_time'],
  });

/** points is signed (+ credited, − taken); balance is what the company held after it. */
export const pointsLogEntry = z.object({
  id: int,
  points: int,
  balance: int,
  /** 1 订单获得, 2 退款扣回, 3 积分调整, 4 积分兑换 (and draws paid with points), 5 抽奖获得. */
  type: int,
  type_text: z.string(),
  remark: z.string(),
  /** 0 when the entry is not about an order. */
  order_id: int,
  order_no: z.string(),
  created_at: isoTime,
});

/**
 * A page of the ledger, with the company's balance and total_earned (累计获得):
 * the sum of every + entry of its ledger, whatever the kind (orders, draws,
 * staff additions).
 */
export const pointsLogPage = page(pointsLogEntry).extend({ points: int, total_earned: int });

export type PointsLogEntry = z.infer<typeof pointsLogEntry>;
export type PointsLogPage = z.infer<typeof pointsLogPage>;
/** 0 all, 1 获得, 2 使用, 3 退回/调整. */
export type PointsLogType = 0 | 1 | 2 | 3;
