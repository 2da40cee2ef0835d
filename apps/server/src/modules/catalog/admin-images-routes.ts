import { envelope, goodsImagesAnswer, id } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { type GoodsImageService, MAX_IMAGE_BYTES, MAX_IMAGES } from './admin-images.ts';

const params = z.strictObject({ id });
const nthParams = z.strictObject({
  id,
  n: id,
});
const orderBody = z.strictObject({
  images: z.array(z.string().max(200), { message: '图片顺序格式不正确' }).max(MAX_IMAGES),
});

const answer = { 200: envelope(goodsImagesAnswer) };

export function goodsImageRoutes(images: GoodsImageService): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);

    app.post(
      '/admin-api/goods/:id/images',
      {
        preValidation: staffMay('goods'),
        ...upload({ maxBytes: MAX_IMAGE_BYTES, what: '图片', accepts: '图片文件' }),
        schema: { params, response: answer },
      },
      async (req) => {
        const actor = actorOf(req, 'goods');
        const { bytes } = await readUpload(req);
        const list = await images.add(actor, req.params.id, bytes);
        return ok({ images: list }, '图片已上传');
      },
    );

    app.delete(
      '/admin-api/goods/:id/images/:n',
      { preValidation: staffMay('goods'), schema: { params: nthParams, response: answer } },
      async (req) =>
        ok(
          { images: await images.remove(actorOf(req, 'goods'), req.params.id, req.params.n) },
          '图片已删除',
        ),
    );

    app.put(
      '/admin-api/goods/:id/images',
      { preValidation: staffMay('goods'), schema: { params, body: orderBody, response: answer } },
      async (req) =>
        ok(
          {
            images: await images.reorder(actorOf(req, 'goods'), req.params.id, req.body.images),
          },
          '图片顺序已保存',
        ),
    );
  };
}
