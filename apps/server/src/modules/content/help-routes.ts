import {
  adminArticleCreate,
  adminArticleUpdate,
  adminHelpArticle,
  adminNewsCreate,
  adminNewsItem,
  adminNewsPage,
  adminNewsUpdate,
  adminPreviewBody,
  envelope,
  helpArticle,
  helpArticleParams,
  helpMenu,
  helpPreview,
  id,
  newsDetail,
  newsInfoParams,
  newsListQuery,
  newsPage,
  pageNo,
  shopLicences,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { HelpService } from './help-service.ts';
import { sanitizeArticle } from './sanitize.ts';

/** Help centre, news and /sjzz: anyone may read (docs/api-help.md). */
export function helpRoutes(help: HelpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/help/menu', { schema: { response: { 200: envelope(helpMenu) } } }, async () =>
      ok(await help.menu()),
    );
    app.get(
      '/api/help/article/:group/:slug',
      { schema: { params: helpArticleParams, response: { 200: envelope(helpArticle) } } },
      async (req) => ok(await help.article(req.params.group, req.params.slug)),
    );
    app.get(
      '/api/news',
      { schema: { querystring: newsListQuery, response: { 200: envelope(newsPage) } } },
      async (req) => ok(await help.news(req.query.type, req.query.page)),
    );
    app.get(
      '/api/news/info/:id/:type',
      { schema: { params: newsInfoParams, response: { 200: envelope(newsDetail) } } },
      async (req) => ok(await help.newsInfo(req.params.id, req.params.type)),
    );
    app.get('/api/sjzz', { schema: { response: { 200: envelope(shopLicences) } } }, async () =>
      ok(await help.licences()),
    );
  };
}

const params = z.strictObject({ id });
const may = staffMay('content');
const article = { 200: envelope(adminHelpArticle) };
const news = { 200: envelope(adminNewsItem) };
const deleted = { 200: envelope(z.null()) };

/** 帮助文章 and 新闻资讯 in the console (permission content). */
export function helpAdminRoutes(help: HelpService): FastifyPluginAsyncZod {
  return async (app) => {
    // What the editor's text becomes once saved: the same sanitiser, nothing stored.
    app.post(
      '/admin-api/help/preview',
      {
        preValidation: may,
        schema: { body: adminPreviewBody, response: { 200: envelope(helpPreview) } },
      },
      async (req) => ok({ content: sanitizeArticle(req.body.content) }),
    );
    app.get(
      '/admin-api/help/articles',
      { preValidation: may, schema: { response: { 200: envelope(z.array(adminHelpArticle)) } } },
      async () => ok(await help.admin.articles()),
    );
    app.post(
      '/admin-api/help/articles',
      { preValidation: may, schema: { body: adminArticleCreate, response: article } },
      async (req) => ok(await help.admin.createArticle(actorOf(req), req.body), '已添加'),
    );
    app.put(
      '/admin-api/help/articles/:id',
      { preValidation: may, schema: { params, body: adminArticleUpdate, response: article } },
      async (req) =>
        ok(await help.admin.updateArticle(actorOf(req), req.params.id, req.body), '已保存'),
    );
    app.delete(
      '/admin-api/help/articles/:id',
      { preValidation: may, schema: { params, response: deleted } },
      async (req) => {
        await help.admin.removeArticle(actorOf(req), req.params.id);
        return ok(null, '已删除');
      },
    );

    app.get(
      '/admin-api/news',
      {
        preValidation: may,
        schema: {
          querystring: z.strictObject({ page: pageNo }),
          response: { 200: envelope(adminNewsPage) },
        },
      },
      async (req) => ok(await help.admin.news(req.query.page)),
    );
    app.post(
      '/admin-api/news',
      { preValidation: may, schema: { body: adminNewsCreate, response: news } },
      async (req) => ok(await help.admin.createNews(actorOf(req), req.body), '已添加'),
    );
    app.put(
      '/admin-api/news/:id',
      { preValidation: may, schema: { params, body: adminNewsUpdate, response: news } },
      async (req) =>
        ok(await help.admin.updateNews(actorOf(req), req.params.id, req.body), '已保存'),
    );
    app.delete(
      '/admin-api/news/:id',
      { preValidation: may, schema: { params, response: deleted } },
      async (req) => {
        await help.admin.removeNews(actorOf(req), req.params.id);
        return ok(null, '已删除');
      },
    );
  };
}
