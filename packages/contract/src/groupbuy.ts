import { z } from 'zod';
import { id, int, isoTime, money, page, pageNo, text } from './fields.ts';
import { idempotencyKey } from './order.ts';

// 拼团 (group-buy), buyer side: the zone /ptzq, the detail /list/info-pt/{id},
// opening or joining a group, and a group as its member's order shows it.
// Paths: docs/api-groupbuy.md.

export const groupbuyListQuery = z.strictObject({ page: pageNo });

export const groupbuyGoodsParams = z.strictObject({ id });

/** address_id: where the order goes (default: the company's default address). */
const buyFields = {
  address_id: id.optional(),
  remark: text('订单备注', 200).default(''),
  key: idempotencyKey,
};
export const groupbuyOpenBody = z.strictObject({ activity_id: id, ...buyFields });
export const groupbuyJoinBody = z.strictObject({ group_id: id, ...buyFields });

export const groupbuyOrderParams = z.strictObject({ id });

// ---- responses ----

/** 0 running, 1 not started yet, 2 ended. */
export const groupbuyState = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const groupbuyActivity = z.object({
  id: int,
  title: z.string(),
  goods: z.object({
    id: int,
    name: z.string(),
    logo: z.string(),
    ypgg: z.string(),
    sccj: z.string(),
    bzdw: z.string(),
    /** The goods' own price (会员价); null for visitors. */
    price: money.nullable(),
    number: int,
  }),
  /** The group price per unit; null for visitors (登录可见). */
  pt_price: money.nullable(),
  group_size: int,
  /** What each member buys: minimum and maximum of the quantity box. */
  number: int,
  group_hours: int,
  start_time: isoTime,
  end_time: isoTime,
  state: groupbuyState,
  /** Groups waiting for members now, and the members they have so far. */
  open_groups: int,
  joined: int,
  /** Members of filled groups: how many have bought at the group price. */
  sold: int,
});

export const groupbuyGroup = z.object({
  id: int,
  /** The opener's company name, masked. */
  opener: z.string(),
  size: int,
  members: int,
  paid: int,
  /** Places left. */
  missing: int,
  state: z.enum(['open', 'filled', 'failed']),
  state_text: z.string(),
  expires_at: isoTime,
  /** 1 when the caller's company holds a place in it. */
  is_mine: z.union([z.literal(0), z.literal(1)]),
});

export const groupbuyPage = page(groupbuyActivity);

export const groupbuyDetail = z.object({
  activity: groupbuyActivity,
  /** Open groups to join, fullest first. */
  groups: z.array(groupbuyGroup),
});

export const groupbuyBought = z.object({
  order_id: int,
  order_no: z.string(),
  pay_amount: money,
  group_id: int,
});

export const groupbuyOfOrder = z.object({
  activity: groupbuyActivity,
  group: groupbuyGroup,
  /** The members (masked company names) and whether each has paid. */
  members: z.array(
    z.object({ id: int, name: z.string(), paid: z.union([z.literal(0), z.literal(1)]) }),
  ),
});

export type GroupbuyActivity = z.infer<typeof groupbuyActivity>;
export type GroupbuyGroup = z.infer<typeof groupbuyGroup>;
export type GroupbuyPage = z.infer<typeof groupbuyPage>;
export type GroupbuyDetail = z.infer<typeof groupbuyDetail>;
export type GroupbuyBought = z.infer<typeof groupbuyBought>;
export type GroupbuyOfOrder = z.infer<typeof groupbuyOfOrder>;
