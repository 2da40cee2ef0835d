import {
  adminBrand,
  adminBrandBody,
  adminBrandGoods,
  adminBrandGoodsBody,
  adminBrandGoodsQuery,
  adminBrandsQuery,
  adminFranchiseApplication,
  adminFranchiseDecisionBody,
  adminFranchiseGoodsBody,
  adminFranchiseQuery,
  brandLinked,
  brandUnlinked,
  envelope,
  franchiseAdded,
  franchiseApplication,
  franchiseRemoved,
  page,
  adminZoneIdParams as params,
  uploadedPicture,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { BRAND_PICTURE_BYTES, saveBrandPicture } from './brand-pictures.ts';
import type { BrandService } from './brands.ts';
import type { FranchiseService } from './franchise.ts';

// The console's 品牌专区 and 加盟专区 pages. Brands and the franchise goods are
// merchandising (运营, `promotions`); so is answering a franchise application.
const may = staffMay('promotions');
const pictureQuery = z.strictObject({
  kind: z.enum(['logo', 'banner'], { message: '图片类型须为 logo 或 banner' }),
});

export function zonesAdminRoutes(
  brands: BrandService,
  franchise: FranchiseService,
  uploadsDir: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);

    app.get(
      '/admin-api/brands',
      {
        preValidation: may,
        schema: { querystring: adminBrandsQuery, response: { 200: envelope(page(adminBrand)) } },
      },
      async (req) => ok(await brands.adminList(req.query)),
    );
    app.post(
      '/admin-api/brands',
      {
        preValidation: may,
        schema: { body: adminBrandBody, response: { 200: envelope(adminBrand) } },
      },
      async (req) => ok(await brands.create(actorOf(req), req.body), '品牌已添加'),
    );
    app.put(
      '/admin-api/brands/:id',
      {
        preValidation: may,
        schema: { params, body: adminBrandBody, response: { 200: envelope(adminBrand) } },
      },
      async (req) => ok(await brands.update(actorOf(req), req.params.id, req.body), '已保存'),
    );
    app.delete(
      '/admin-api/brands/:id',
      { preValidation: may, schema: { params, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await brands.remove(actorOf(req), req.params.id);
        return ok(null, '品牌已删除');
      },
    );
    app.post(
      '/admin-api/brands/picture',
      {
        preValidation: may,
        ...upload({ maxBytes: BRAND_PICTURE_BYTES, what: '图片', accepts: '图片文件' }),
        schema: { querystring: pictureQuery, response: { 200: envelope(uploadedPicture) } },
      },
      async (req) => {
        const { bytes } = await readUpload(req);
        return ok({ url: await saveBrandPicture(uploadsDir, req.query.kind, bytes) }, '图片已上传');
      },
    );
    app.get(
      '/admin-api/brands/:id/goods',
      {
        preValidation: may,
        schema: {
          params,
          querystring: adminBrandGoodsQuery,
          response: { 200: envelope(page(adminBrandGoods)) },
        },
      },
      async (req) => ok(await brands.adminGoods(req.params.id, req.query)),
    );
    app.post(
      '/admin-api/brands/:id/goods',
      {
        preValidation: may,
        schema: { params, body: adminBrandGoodsBody, response: { 200: envelope(brandLinked) } },
      },
      async (req) =>
        ok(await brands.link(actorOf(req), req.params.id, req.body.goods_ids), '商品已关联'),
    );
    app.post(
      '/admin-api/brands/:id/goods/remove',
      {
        preValidation: may,
        schema: { params, body: adminBrandGoodsBody, response: { 200: envelope(brandUnlinked) } },
      },
      async (req) =>
        ok(await brands.unlink(actorOf(req), req.params.id, req.body.goods_ids), '已取消关联'),
    );

    app.get(
      '/admin-api/franchise/applications',
      {
        preValidation: may,
        schema: {
          querystring: adminFranchiseQuery,
          response: { 200: envelope(page(adminFranchiseApplication)) },
        },
      },
      async (req) => ok(await franchise.adminList(req.query)),
    );
    app.post(
      '/admin-api/franchise/applications/:id/decide',
      {
        preValidation: may,
        schema: {
          params,
          body: adminFranchiseDecisionBody,
          response: { 200: envelope(franchiseApplication) },
        },
      },
      async (req) =>
        ok(
          await franchise.decide(actorOf(req), req.params.id, req.body.status, req.body.note),
          req.body.status === 'approved' ? '已通过' : '已拒绝',
        ),
    );
    app.get(
      '/admin-api/franchise/goods',
      {
        preValidation: may,
        schema: {
          querystring: adminBrandGoodsQuery,
          response: { 200: envelope(page(adminBrandGoods)) },
        },
      },
      async (req) => ok(await franchise.adminGoods(req.query)),
    );
    app.post(
      '/admin-api/franchise/goods',
      {
        preValidation: may,
        schema: { body: adminFranchiseGoodsBody, response: { 200: envelope(franchiseAdded) } },
      },
      async (req) =>
        ok(await franchise.addGoods(actorOf(req), req.body.goods_ids), '已加入加盟专区'),
    );
    app.post(
      '/admin-api/franchise/goods/remove',
      {
        preValidation: may,
        schema: { body: adminFranchiseGoodsBody, response: { 200: envelope(franchiseRemoved) } },
      },
      async (req) =>
        ok(await franchise.removeGoods(actorOf(req), req.body.goods_ids), '已移出加盟专区'),
    );
  };
}
