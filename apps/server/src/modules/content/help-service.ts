import {
  type AdminHelpArticle,
  type AdminNewsItem,
  type HelpArticle,
  type HelpGroup,
  type HelpMenu,
  helpGroups,
  type NewsDetail,
  type NewsItem,
  type NewsType,
  newsTypes,
  type ShopLicence,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type ArticleRow, helpRepo, type NewsRow } from './help-repo.ts';
import { sanitizeArticle } from './sanitize.ts';

export const NEWS_PAGE_SIZE = 10;

const groupName = (g: string) => helpGroups[g as HelpGroup] ?? g;
const typeName = (t: string) => newsTypes[t as NewsType] ?? t;

function articleDto(r: ArticleRow): HelpArticle {
  return {
    id: r.id,
    group: r.group,
    group_name: groupName(r.group),
    slug: r.slug,
    title: r.title,
    content: sanitizeArticle(r.content),
    updated_at: r.updatedAt.toISOString(),
  };
}

function newsDto(r: NewsRow): NewsItem {
  return {
    id: r.id,
    type: r.type,
    type_name: typeName(r.type),
    title: r.title,
    summary: r.summary,
    published_at: r.publishedAt.toISOString(),
  };
}

/** A row as the console lists it (content sanitised, flags 0/1). */
const adminArticle = (r: ArticleRow): AdminHelpArticle => ({
  ...articleDto(r),
  sort: r.sort,
  published: r.published ? 1 : 0,
});
const adminNews = (r: NewsRow): AdminNewsItem => ({
  ...newsDto(r),
  content: sanitizeArticle(r.content),
  published: r.published ? 1 : 0,
  updated_at: r.updatedAt.toISOString(),
});

type ArticleInput = {
  group?: string;
  slug?: string;
  title?: string;
  content?: string;
  sort?: number;
  published?: 0 | 1;
};
type NewsInput = {
  type?: string;
  title?: string;
  summary?: string;
  content?: string;
  published?: 0 | 1;
};

/** Rich text is stored sanitised; an article that sanitises to nothing is refused. */
function cleanContent(content: string | undefined) {
  if (content === undefined) return undefined;
  const clean = sanitizeArticle(content);
  if (clean === '') throw fieldError('content', '内容不能为空（不允许的标签已被移除）');
  return clean;
}

const flag = (v: 0 | 1 | undefined) => (v === undefined ? undefined : v === 1);

/** Help centre, news and the shop's licences: what buyers read and staff write. */
export function helpService({ db, audit }: { db: Db; audit: Audit }) {
  const repo = helpRepo(db);
  return {
    async menu(): Promise<HelpMenu> {
      const rows = await repo.articles(true);
      return Object.entries(helpGroups).map(([group, name]) => ({
        group,
        name,
        items: rows
          .filter((r) => r.group === group)
          .map((r) => ({ id: r.id, group: r.group, slug: r.slug, title: r.title })),
      }));
    },

    async article(group: string, slug: string): Promise<HelpArticle> {
      const row = await repo.article(group, slug);
      if (!row) throw notFound('帮助文章');
      return articleDto(row);
    },

    async news(type: NewsType, pageNo: number) {
      const { rows, total } = await repo.newsPage(
        type,
        true,
        NEWS_PAGE_SIZE,
        (pageNo - 1) * NEWS_PAGE_SIZE,
      );
      return page(rows.map(newsDto), total, pageNo, NEWS_PAGE_SIZE);
    },

    /** One published news item of the type, with its neighbours in the type's list. */
    async newsInfo(id: number, type: NewsType): Promise<NewsDetail> {
      const row = await repo.newsById(id);
      if (!row?.published || row.type !== type) throw notFound('资讯');
      const { prev, next } = await repo.newsNeighbours(row);
      return { ...newsDto(row), content: sanitizeArticle(row.content), prev, next };
    },

    async licences(): Promise<ShopLicence[]> {
      return (await repo.licences()).map((l) => ({
        id: l.id,
        name: l.name,
        number: l.number,
        issuer: l.issuer,
        valid_until: l.validUntil,
        image: l.image,
      }));
    },

    admin: {
      articles: async () => (await repo.articles(false)).map(adminArticle),

      async createArticle(actor: Actor, input: Required<ArticleInput>) {
        const row = await db.transaction(async (tx) => {
          const made = await helpRepo(tx).insertArticle({
            group: input.group,
            slug: input.slug,
            title: input.title,
            content: cleanContent(input.content)!,
            sort: input.sort,
            published: input.published === 1,
          });
          if (!made) throw fieldError('slug', '该分类下已有此页面标识');
          await audit(tx, actor, {
            action: 'help.create',
            targetType: 'help_article',
            targetId: made.id,
            before: null,
            after: adminArticle(made),
          });
          return made;
        });
        return adminArticle(row);
      },

      async updateArticle(actor: Actor, id: number, input: ArticleInput) {
        const row = await db.transaction(async (tx) => {
          const r = helpRepo(tx);
          const before = await r.articleById(id, true);
          if (!before) throw notFound('帮助文章');
          const after = (await r.updateArticle(id, {
            title: input.title,
            content: cleanContent(input.content),
            sort: input.sort,
            published: flag(input.published),
          }))!;
          await audit(tx, actor, {
            action: 'help.update',
            targetType: 'help_article',
            targetId: id,
            before: adminArticle(before),
            after: adminArticle(after),
          });
          return after;
        });
        return adminArticle(row);
      },

      async removeArticle(actor: Actor, id: number) {
        await db.transaction(async (tx) => {
          const before = await helpRepo(tx).removeArticle(id);
          if (!before) throw notFound('帮助文章');
          await audit(tx, actor, {
            action: 'help.delete',
            targetType: 'help_article',
            targetId: id,
            before: adminArticle(before),
            after: null,
          });
        });
      },

      async news(pageNo: number) {
        const { rows, total } = await repo.newsPage(null, false, 20, (pageNo - 1) * 20);
        return page(rows.map(adminNews), total, pageNo, 20);
      },

      async createNews(actor: Actor, input: Required<NewsInput>) {
        const row = await db.transaction(async (tx) => {
          const made = await helpRepo(tx).insertNews({
            type: input.type,
            title: input.title,
            summary: input.summary,
            content: cleanContent(input.content)!,
            published: input.published === 1,
          });
          await audit(tx, actor, {
            action: 'news.create',
            targetType: 'news',
            targetId: made.id,
            before: null,
            after: adminNews(made),
          });
          return made;
        });
        return adminNews(row);
      },

      async updateNews(actor: Actor, id: number, input: NewsInput) {
        const row = await db.transaction(async (tx) => {
          const r = helpRepo(tx);
          const before = await r.newsById(id, true);
          if (!before) throw notFound('资讯');
          const after = (await r.updateNews(id, {
            type: input.type,
            title: input.title,
            summary: input.summary,
            content: cleanContent(input.content),
            published: flag(input.published),
          }))!;
          await audit(tx, actor, {
            action: 'news.update',
            targetType: 'news',
            targetId: id,
            before: adminNews(before),
            after: adminNews(after),
          });
          return after;
        });
        return adminNews(row);
      },

      async removeNews(actor: Actor, id: number) {
        await db.transaction(async (tx) => {
          const before = await helpRepo(tx).removeNews(id);
          if (!before) throw notFound('资讯');
          await audit(tx, actor, {
            action: 'news.delete',
            targetType: 'news',
            targetId: id,
            before: adminNews(before),
            after: null,
          });
        });
      },
    },
  };
}

export type HelpService = ReturnType<typeof helpService>;
