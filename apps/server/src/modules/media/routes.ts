import { id, whole } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ContentService } from '../content/index.ts';
import { bannerSvg, categorySvg, licenceSvg, packShotSvg } from './svg.ts';

/** Sizes per focus position, matching where the web app shows them. */
const BANNER_SIZES: Record<string, [number, number]> = {
  index: [790, 230],
  top: [1200, 60],
  right: [200, 300],
  login: [500, 360],
  zone: [230, 120],
  promo: [130, 64],
  ...Object.fromEntries(
    ['yx', 'kxzq', 'qxzq', 'bjp', 'zyzq', 'zszq', 'jxqzc', 'ppzq', 'jmzq', 'kxzq_ad', 'xrtj'].map(
      (p) => [p, [1200, 150]],
    ),
  ),
};

const QR_TARGETS: Record<string, string> = { app: '/', miniapp: '/', wechat: '/' };

export function mediaRoutes(
  catalog: CatalogService,
  content: ContentService,
  publicUrl: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode === 200) {
        reply.header('content-type', 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', 'public, max-age=86400');
      }
      return payload;
    });

    app.get(
      '/img/goods/:id/:view.svg',
      { schema: { params: z.object({ id, view: whole(z.number().int().min(1).max(9)) }) } },
      async (req) => {
        const [g] = await catalog.goodsByIds([req.params.id], null);
        if (!g) throw notFound('图片');
        return packShotSvg({
          id: g.id,
          view: req.params.view,
          name: g.name,
          spec: g.ypgg,
          maker: g.sccj,
          unit: g.bzdw,
        });
      },
    );

    app.get('/img/focus/:id.svg', { schema: { params: z.object({ id }) } }, async (req) => {
      const f = await content.focusById(req.params.id);
      if (!f) throw notFound('图片');
      const [w, h] = BANNER_SIZES[f.position] ?? [800, 300];
      return bannerSvg(f.id, f.title, w, h, f.position === 'promo' ? 0.34 : 0.2);
    });

    app.get('/img/licence/:id.svg', { schema: { params: z.object({ id }) } }, async (req) => {
      const l = await content.licenceById(req.params.id);
      if (!l) throw notFound('图片');
      return licenceSvg(l);
    });

    app.get('/img/category/:id.svg', { schema: { params: z.object({ id }) } }, async (req) => {
      const c = await catalog.category(req.params.id);
      if (!c) throw notFound('图片');
      return categorySvg(c.id, c.name);
    });

    app.get(
      '/img/qr/:name.svg',
      { schema: { params: z.object({ name: z.enum(Object.keys(QR_TARGETS) as [string]) }) } },
      // The configured public address, never the request's Host or X-Forwarded-Host:
      // the picture is cached publicly and must not carry whatever a client sent.
      async (req) =>
        QRCode.toString(new URL(QR_TARGETS[req.params.name]!, publicUrl).toString(), {
          type: 'svg',
          margin: 1,
        }),
    );
  };
}
