import {
  afterSale,
  afterSaleBody,
  afterSaleListQuery,
  afterSalePage,
  envelope,
  id,
  orderAfterSales,
  returnShipmentBody,
  uploadedPhoto,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { MAX_PHOTO_BYTES, storePhoto } from './photos.ts';
import type { AfterSaleService } from './service.ts';

const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
const params = z.strictObject({ id });

/** The buyer's 药品退换: apply from the order detail, follow, send back, cancel. */
export function afterSaleRoutes(
  service: AfterSaleService,
  uploadsDir: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    await acceptUploads(app);

    app.post(
      '/api/upload/after-sale-photo',
      {
        ...auth,
        ...upload({ maxBytes: MAX_PHOTO_BYTES, what: '图片', accepts: '图片文件' }),
        schema: { response: answer(uploadedPhoto) },
      },
      async (req) => {
        requireBuyer(req);
        const { bytes } = await readUpload(req);
        return ok({ url: await storePhoto(uploadsDir, bytes) }, '图片已上传');
      },
    );

    app.post(
      '/api/order/:id/after-sales',
      { ...auth, schema: { params, body: afterSaleBody, response: answer(afterSale) } },
      async (req) =>
        ok(
          await service.apply(requireBuyer(req), req.params.id, req.body),
          '售后申请已提交，请等待审核',
        ),
    );

    app.get(
      '/api/order/:id/after-sales',
      { ...auth, schema: { params, response: answer(orderAfterSales) } },
      async (req) => ok(await service.ofOrder(requireBuyer(req), req.params.id)),
    );

    app.get(
      '/api/after-sales',
      { ...auth, schema: { querystring: afterSaleListQuery, response: answer(afterSalePage) } },
      async (req) => ok(await service.list(requireBuyer(req), req.query.page)),
    );

    app.post(
      '/api/after-sales/:id/return-shipment',
      { ...auth, schema: { params, body: returnShipmentBody, response: answer(afterSale) } },
      async (req) =>
        ok(
          await service.returnShipment(
            requireBuyer(req),
            req.params.id,
            req.body.carrier,
            req.body.tracking_no,
          ),
          '退货物流已提交',
        ),
    );

    app.post(
      '/api/after-sales/:id/cancel',
      { ...auth, schema: { params, response: answer(afterSale) } },
      async (req) => ok(await service.cancel(requireBuyer(req), req.params.id), '售后申请已取消'),
    );
  };
}
