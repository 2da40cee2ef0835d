import { common, envelope, focusList, focusParams, friendLinks, siteConfig } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const focus = { 200: envelope(focusList) };
    app.get('/api/common', { schema: { response: { 200: envelope(common) } } }, async () =>
      ok(await content.common()),
    );
    app.get('/api/get_config', { schema: { response: { 200: envelope(siteConfig) } } }, async () =>
      ok(await content.config()),
    );
    app.get(
      '/api/global/links',
      { schema: { response: { 200: envelope(friendLinks) } } },
      async () => ok(await content.links()),
    );
    app.get('/api/focus', { schema: { response: focus } }, async () =>
      ok(await content.focus('index')),
    );
    app.get('/api/focus_new', { schema: { response: focus } }, async () =>
      ok(await content.focus('index')),
    );
    app.get(
      '/api/focus/:position',
      { schema: { params: focusParams, response: focus } },
      async (req) => ok(await content.focus(req.params.position)),
    );
  };
}
