import { isContact, messages } from '@shop/domain';
import { z } from 'zod';
import { yuan } from './admin/promotions.ts';
import {
  flag,
  id,
  idList,
  int,
  isoTime,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  text,
  whole,
} from './fields.ts';

// Messages (/wdxx), variety requests (/pzqg) and feedback (/yjfk): the paths
// and limits are ours where the spec names none (docs/api-msgreq.md).

// ---- messages ----

export const messageKinds = [
  'order_shipped',
  'credentials_approved',
  'credentials_rejected',
  'licence_expiring',
  'coupon_expiring',
  'variety_listed',
  'feedback_reply',
  /** An after-sales request approved (a return's notice says where to send the goods), declined (why), refunded (how much, which way). */
  'after_sale_approved',
  'after_sale_declined',
  'after_sale_refunded',
  /** Five wrong passwords locked the login for unknown browsers (auth/login-guard.ts). */
  'login_locked',
  /** A lot the buyer received was recalled (召回): stop selling it, keep it apart, return it. */
  'lot_recall',
  /** A sub-account's order went over its limits and waits for the main account (待审批); approved; rejected (why). */
  'order_awaiting_approval',
  'order_approved',
  'order_rejected',
  /** An out-of-stock goods the company asked about (到货通知) is back in stock. */
  'arrival_notice',
  /** A favourite goods' price dropped (降价通知); the company may turn these off. */
  'price_drop',
  /** Finance refused a bank-transfer receipt (对公转账), with the reason. */
  'transfer_rejected',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageListQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(50, 10),
  /** 1: unread only. */
  unread: flag.default(0),
});

export const message = z.object({
  id: int,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A shop path the message opens; '' for none. */
  link: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: isoTime,
});

export const messagePage = page(message).extend({ unread: int });

/** The messages to mark read or delete (at most 100 at once). */
export const messageIdsBody = z.strictObject({ ids: idList('消息', 100) });
export const messageCount = z.object({ unread: int });

export type Message = z.infer<typeof message>;
export type MessagePage = z.infer<typeof messagePage>;

// ---- variety requests ----

export const VARIETY_NOTE_MAX = 500;

export const varietyStatuses = ['submitted', 'sourcing', 'listed', 'declined'] as const;
export type VarietyStatus = (typeof varietyStatuses)[number];

export const varietyRequestBody = z.strictObject({
  name: requiredText('品种名称', 100),
  manufacturer: text('生产厂家', 100).default(''),
  specification: text('规格', 100).default(''),
  quantity: whole(
    z
      .number({ message: '求购数量须为整数' })
      .int({ message: '求购数量须为整数' })
      .min(1, { message: '求购数量至少为 1' })
      .max(1_000_000, { message: '求购数量不能超过 1000000' }),
  ),
  /** Yuan as typed; '' for none. */
  price: z
    .union([z.literal(''), yuan('目标价格')], { message: '目标价格格式不正确，如 12.50' })
    .default(''),
  note: text('备注', VARIETY_NOTE_MAX).default(''),
});

export const varietyListQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(50, 10),
});

export const varietyRequest = z.object({
  id: int,
  name: z.string(),
  manufacturer: z.string(),
  specification: z.string(),
  quantity: int,
  /** Yuan; null: none given. */
  price: money.nullable(),
  note: z.string(),
  status: z.enum(varietyStatuses),
  status_text: z.string(),
  /** The listed goods (status listed). */
  goods_id: int.nullable(),
  reason: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export const varietyPage = page(varietyRequest);

export const adminVarietyQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(varietyStatuses, { message: '状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});
export const adminVarietyRequest = varietyRequest.extend({
  company_id: int,
  company_name: z.string(),
  goods_name: z.string(),
});
export const adminVarietyPage = page(adminVarietyRequest);
export const varietyListBody = z.strictObject({ goods_id: id });
export const varietyDeclineBody = z.strictObject({ reason: requiredText('拒绝原因', 200) });

export type VarietyRequest = z.infer<typeof varietyRequest>;
export type VarietyPage = z.infer<typeof varietyPage>;
export type VarietyRequestBody = z.input<typeof varietyRequestBody>;
export type AdminVarietyRequest = z.infer<typeof adminVarietyRequest>;
export type AdminVarietyPage = z.infer<typeof adminVarietyPage>;

// ---- feedback ----

export const FEEDBACK_CONTENT_MAX = 500;
export const MAX_FEEDBACK_IMAGES = 3;

export const feedbackTypes = {
  suggestion: '功能建议',
  goods: '商品问题',
  service: '服务投诉',
  logistics: '物流配送',
  other: '其他',
} as const;
export type FeedbackType = keyof typeof feedbackTypes;
const feedbackType = z.enum(Object.keys(feedbackTypes) as [FeedbackType, ...FeedbackType[]], {
  message: '请选择反馈类型',
});

const feedbackImage = z
  .string({ message: '图片地址格式不正确' })
  .regex(/^\/uploads\/feedback\/[a-f0-9]{32}\.jpg$/, { message: '图片地址不正确，请重新上传' });

export const feedbackBody = z.strictObject({
  type: feedbackType,
  content: requiredText('反馈内容', FEEDBACK_CONTENT_MAX),
  images: z
    .array(feedbackImage, { message: '图片格式不正确' })
    .max(MAX_FEEDBACK_IMAGES, { message: `图片最多 ${MAX_FEEDBACK_IMAGES} 张` })
    .default([]),
  contact: text('联系方式', 50)
    .default('')
    .refine((v) => v === '' || isContact(v), { message: messages.contact }),
});

export const feedbackStatuses = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const feedbackItem = z.object({
  id: int,
  type: z.string(),
  type_text: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  status: z.enum(feedbackStatuses),
  status_text: z.string(),
  reply: z.string(),
  replied_at: isoTime.nullable(),
  created_at: isoTime,
});
export const feedbackPage = page(feedbackItem);
export const feedbackListQuery = varietyListQuery;

export const adminFeedbackQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(feedbackStatuses, { message: '状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});
export const adminFeedback = feedbackItem.extend({ company_id: int, company_name: z.string() });
export const adminFeedbackPage = page(adminFeedback);
export const feedbackReplyBody = z.strictObject({ reply: requiredText('回复内容', 500) });

export type FeedbackItem = z.infer<typeof feedbackItem>;
export type FeedbackPage = z.infer<typeof feedbackPage>;
export type FeedbackBody = z.input<typeof feedbackBody>;
export type AdminFeedback = z.infer<typeof adminFeedback>;
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPage>;
