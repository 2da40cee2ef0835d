import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { ContentService } from './service.ts';

const position = z.string().regex(/^[a-z_]{1,20}$/, { message: '广告位不正确' });

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/common', async () => ok(await content.common()));
    app.get('/api/get_config', async () => ok(await content.config()));
    app.get('/api/global/links', async () => ok(await content.links()));
    app.get('/api/focus', async () => ok(await content.focus('index')));
    app.get('/api/focus_new', async () => ok(await content.focus('index')));
    app.get('/api/focus/:position', { schema: { params: z.object({ position }) } }, async (req) =>
      ok(await content.focus(req.params.position)),
    );
  };
}
