import { envelope, focusList, idList } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { ContentService } from '../content/index.ts';

// GET /api/focus/kxzq_ad {ids}: the banners a controlled-sales sub-list
// (/kxzq/goods/{url}/{ads}) shows, named by id in its `ads` part. Only ads of
// the kxzq_ad position answer, in the order asked; unknown ids are skipped.

const query = z.strictObject({ ids: idList('广告', 10) });

export function controlledZoneAdRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/focus/kxzq_ad',
      { schema: { querystring: query, response: { 200: envelope(focusList) } } },
      async (req) => {
        const ads = new Map((await content.focus('kxzq_ad')).map((f) => [f.id, f]));
        return ok(req.query.ids.flatMap((id) => ads.get(id) ?? []));
      },
    );
  };
}
