import { z } from 'zod';
import { flag01, int, isoTime, page, pageNo, requiredText, text, whole } from './fields.ts';
import { helpGroupKeys } from './help-pages.ts';

// Help centre articles, news, the shop's own qualifications and account
// cancellation (issue 11). Paths and limits: docs/api-help.md.

const helpGroup = z.enum(helpGroupKeys, { message: '帮助分类不正确' });
const helpSlug = z
  .string()
  .regex(/^[a-z0-9]{1,20}$/, { message: '页面标识为 1-20 位小写字母或数字' });

export const helpArticleParams = z.strictObject({ group: helpGroup, slug: helpSlug });

export const helpMenu = z.array(
  z.object({
    group: z.string(),
    name: z.string(),
    items: z.array(z.object({ id: int, group: z.string(), slug: z.string(), title: z.string() })),
  }),
);

export const helpArticle = z.object({
  id: int,
  group: z.string(),
  group_name: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Rich text, sanitised on save and again on output. */
  content: z.string(),
  updated_at: isoTime,
});

// News

const newsType = z.enum(['industry', 'company'], { message: '资讯类型不正确' });

export const newsListQuery = z.strictObject({ type: newsType.default('industry'), page: pageNo });
export const newsInfoParams = z.strictObject({ id: whole(int.positive()), type: newsType });

export const newsItem = z.object({
  id: int,
  type: z.string(),
  type_name: z.string(),
  title: z.string(),
  summary: z.string(),
  published_at: isoTime,
});
export const newsPage = page(newsItem);
const newsNeighbour = z.object({ id: int, title: z.string() }).nullable();
export const newsDetail = newsItem.extend({
  content: z.string(),
  prev: newsNeighbour,
  next: newsNeighbour,
});

// The shop's own qualifications (/sjzz)

export const shopLicence = z.object({
  id: int,
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  valid_until: z.string(),
  image: z.string(),
});
export const shopLicences = z.array(shopLicence);

// Account cancellation (账户注销)

export const cancellationStatuses = {
  pending: '待处理',
  approved: '已注销',
  rejected: '已驳回',
} as const;
export type CancellationStatus = keyof typeof cancellationStatuses;

export const cancellationBody = z.strictObject({ reason: requiredText('注销原因', 500) });

export const cancellationRequest = z.object({
  id: int,
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  status_text: z.string(),
  reject_reason: z.string(),
  created_at: isoTime,
  handled_at: isoTime.nullable(),
});

/** What the form shows: may this login ask now, and if not why; the latest request. */
export const cancellationState = z.object({
  can_apply: flag01,
  blockers: z.array(z.string()),
  request: cancellationRequest.nullable(),
});

// Console

const articleFields = {
  title: requiredText('标题', 100),
  content: requiredText('内容', 50_000),
  sort: whole(
    z
      .number({ message: '排序必须是整数' })
      .int({ message: '排序必须是整数' })
      .min(0, { message: '排序不能小于 0' })
      .max(100_000, { message: '排序不能超过 100000' }),
  ).default(0),
  published: whole(z.union([z.literal(0), z.literal(1)])).default(1),
};
export const adminArticleCreate = z.strictObject({
  group: helpGroup,
  slug: helpSlug,
  ...articleFields,
});
export const adminArticleUpdate = z.strictObject({
  title: articleFields.title.optional(),
  content: articleFields.content.optional(),
  sort: articleFields.sort.optional(),
  published: articleFields.published.optional(),
});
export const adminNewsCreate = z.strictObject({
  type: newsType,
  title: requiredText('标题', 100),
  summary: text('摘要', 200).default(''),
  content: requiredText('内容', 50_000),
  published: whole(z.union([z.literal(0), z.literal(1)])).default(1),
});
export const adminNewsUpdate = z.strictObject({
  type: newsType.optional(),
  title: requiredText('标题', 100).optional(),
  summary: text('摘要', 200).optional(),
  content: requiredText('内容', 50_000).optional(),
  published: whole(z.union([z.literal(0), z.literal(1)])).optional(),
});
export const adminPreviewBody = z.strictObject({ content: text('内容', 50_000) });
export const adminCancellationQuery = z.strictObject({
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('pending'),
  page: pageNo,
});
export const adminCancellationDecision = z.strictObject({
  approve: whole(z.union([z.literal(0), z.literal(1)], { message: '处理结果须为 0 或 1' })),
  reject_reason: text('驳回原因', 200).default(''),
});

/** An article as the console edits it (drafts included). */
export const adminHelpArticle = helpArticle.extend({ sort: int, published: flag01 });
export const adminNewsItem = newsItem.extend({
  content: z.string(),
  published: flag01,
  updated_at: isoTime,
});
export const adminNewsPage = page(adminNewsItem);
/** What the editor's text becomes once saved. */
export const helpPreview = z.object({ content: z.string() });
/** A request with who asked and what still stands in the way (open orders, balance ...). */
export const adminCancellation = cancellationRequest.extend({
  company_id: int,
  company_name: z.string(),
  username: z.string(),
  blockers: z.array(z.string()),
});
export const adminCancellationPage = page(adminCancellation);

export type HelpMenu = z.infer<typeof helpMenu>;
export type HelpArticle = z.infer<typeof helpArticle>;
export type NewsItem = z.infer<typeof newsItem>;
export type NewsPage = z.infer<typeof newsPage>;
export type NewsDetail = z.infer<typeof newsDetail>;
export type ShopLicence = z.infer<typeof shopLicence>;
export type CancellationRequest = z.infer<typeof cancellationRequest>;
export type CancellationState = z.infer<typeof cancellationState>;
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export type AdminCancellation = z.infer<typeof adminCancellation>;
