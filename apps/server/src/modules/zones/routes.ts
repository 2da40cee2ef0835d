import {
  brandFocus,
  brandGoodsQuery,
  brandListQuery,
  brandPage,
  brandParams,
  envelope,
  franchiseApplyBody,
  franchiseGoodsQuery,
  franchiseStatus,
  goodsPage,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { bannerSvg } from '../media/index.ts';
import type { BrandService } from './brands.ts';
import type { FranchiseService } from './franchise.ts';

/** Buyer calls of the brand and franchise zones (docs/api-zones.md); open to visitors except the application. */
export function zonesRoutes(
  brands: BrandService,
  franchise: FranchiseService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/brand',
      { schema: { querystring: brandListQuery, response: { 200: envelope(brandPage) } } },
      async (req) => ok(await brands.list(req.query.page)),
    );
    app.get(
      '/api/brand/:id/goods',
      {
        schema: {
          params: brandParams,
          querystring: brandGoodsQuery,
          response: { 200: envelope(goodsPage) },
        },
      },
      async (req) => ok(await brands.goods(req.params.id, req.query.page, req.buyer)),
    );
    // The spec's call for a brand page's head: the brand and its banner.
    app.get(
      '/api/focus/brand/:id',
      { schema: { params: brandParams, response: { 200: envelope(brandFocus) } } },
      async (req) => ok(await brands.focus(req.params.id)),
    );

    app.get(
      '/api/franchise/goods',
      { schema: { querystring: franchiseGoodsQuery, response: { 200: envelope(goodsPage) } } },
      async (req) => ok(await franchise.goods(req.query.page, req.buyer)),
    );
    app.get(
      '/api/franchise/apply',
      { preValidation: mustLogin, schema: { response: { 200: envelope(franchiseStatus) } } },
      async (req) => ok(await franchise.status(requireBuyer(req).company.id)),
    );
    app.post(
      '/api/franchise/apply',
      {
        preValidation: mustLogin,
        schema: { body: franchiseApplyBody, response: { 200: envelope(franchiseStatus) } },
      },
      async (req) =>
        ok(await franchise.apply(requireBuyer(req).company.id, req.body), '加盟申请已提交'),
    );
  };
}

const pictureParams = z.strictObject({
  id: brandParams.shape.id,
  kind: z.enum(['logo', 'banner']),
});
const SIZES = { logo: [240, 120], banner: [1200, 300] } as const;

/** The picture a brand shows until an operator uploads one: its name, drawn. */
export function brandPictureRoutes(brands: BrandService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/img/brand/:id/:kind.svg',
      { schema: { params: pictureParams } },
      async (req, reply) => {
        const name = await brands.nameOf(req.params.id);
        if (!name) throw notFound('图片');
        const [w, h] = SIZES[req.params.kind];
        reply.header('content-type', 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', 'public, max-age=3600');
        return bannerSvg(
          req.params.id + 7,
          req.params.kind === 'logo' ? name : `${name} · 品牌专区`,
          w,
          h,
        );
      },
    );
  };
}
