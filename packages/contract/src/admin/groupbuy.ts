import { z } from 'zod';
import {
  id,
  int,
  isoTime,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  text,
  whole,
} from '../fields.ts';
import { time, yuan } from './promotions.ts';

// 拼团 activities and their groups in the console. Money is yuan with two
// decimals; times ISO 8601 with an offset.

const count = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(max, { message: `${label}不能大于 ${max}` }),
  );

const fields = {
  goods_id: id,
  title: requiredText('活动名称', 40),
  pt_price: yuan('拼团价'),
  group_size: count('成团人数', 2, 100),
  number: count('每人购买数量', 1, 100_000),
  group_hours: count('成团时限（小时）', 1, 720),
  starts_at: time('开始时间'),
  ends_at: time('结束时间'),
};

type Checked = {
  pt_price?: string | undefined;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
};

function checkTerms(b: Checked, ctx: z.RefinementCtx) {
  if (b.pt_price !== undefined && Math.round(Number(b.pt_price) * 100) <= 0)
    ctx.addIssue({ code: 'custom', path: ['pt_price'], message: '拼团价须大于 0' });
  if (b.starts_at instanceof Date && b.ends_at instanceof Date && b.starts_at >= b.ends_at)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
}

export const groupbuyCreateBody = z
  .strictObject({ ...fields, group_hours: fields.group_hours.default(24) })
  .superRefine(checkTerms);

/** The goods may not change (its groups were formed on it); every other term may. */
export const groupbuyPutBody = z
  .strictObject({
    title: fields.title.optional(),
    pt_price: fields.pt_price.optional(),
    group_size: fields.group_size.optional(),
    number: fields.number.optional(),
    group_hours: fields.group_hours.optional(),
    starts_at: fields.starts_at.optional(),
    ends_at: fields.ends_at.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: '没有要修改的字段' })
  .superRefine(checkTerms);

export const groupbuyStatuses = ['upcoming', 'running', 'ended', 'stopped'] as const;

export const adminGroupbuyQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(groupbuyStatuses, { message: '状态不正确' }).optional(),
  keywords: text('搜索关键词', 30).default(''),
});

export const groupStates = ['open', 'filled', 'failed'] as const;

export const adminGroupsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  activity_id: id.optional(),
  state: z.enum(groupStates, { message: '状态不正确' }).optional(),
});

export const adminGroupbuy = z.object({
  id: int,
  goods_id: int,
  goods_name: z.string(),
  goods_spec: z.string(),
  goods_price: money,
  goods_stock: int,
  title: z.string(),
  pt_price: money,
  group_size: int,
  number: int,
  group_hours: int,
  starts_at: isoTime,
  ends_at: isoTime,
  status: z.enum(groupbuyStatuses),
  status_text: z.string(),
  groups_open: int,
  groups_filled: int,
  groups_failed: int,
});

export const adminGroupbuyPage = page(adminGroupbuy);

export const adminGroup = z.object({
  id: int,
  activity_id: int,
  activity_title: z.string(),
  opener: z.string(),
  size: int,
  members: int,
  paid: int,
  state: z.enum(groupStates),
  state_text: z.string(),
  expires_at: isoTime,
  created_at: isoTime,
  settled_at: isoTime.nullable(),
  list: z.array(
    z.object({
      company_id: int,
      company: z.string(),
      order_id: int,
      order_no: z.string(),
      state: z.string(),
      state_text: z.string(),
      joined_at: isoTime,
    }),
  ),
});

export const adminGroupPage = page(adminGroup);

export type AdminGroupbuy = z.infer<typeof adminGroupbuy>;
export type AdminGroupbuyPage = z.infer<typeof adminGroupbuyPage>;
export type AdminGroup = z.infer<typeof adminGroup>;
export type AdminGroupPage = z.infer<typeof adminGroupPage>;
export type GroupbuyCreateBody = z.input<typeof groupbuyCreateBody>;
export type GroupbuyPutBody = z.input<typeof groupbuyPutBody>;
