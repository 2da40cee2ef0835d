import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { id, idList, pageNo, text } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { OrderService } from './service.ts';

const couponId = z.coerce
  .number({ message: '优惠券格式不正确' })
  .int({ message: '优惠券格式不正确' })
  .min(0, { message: '优惠券格式不正确' })
  .max(2_147_483_647, { message: '优惠券格式不正确' });

export const idempotencyKey = z
  .string({ message: '请求标识缺失，请刷新页面重试' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '请求标识格式不正确，请刷新页面重试' });

const checkBody = z.object({ ids: idList('商品', 200), coupon_id: couponId.optional() });

const createBody = z
  .object({
    ids: idList('商品', 200),
    address_id: z.coerce
      .number({ message: '请选择收货地址' })
      .int({ message: '请选择收货地址' })
      .positive({ message: '请选择收货地址' })
      .max(2_147_483_647, { message: '收货地址不存在' }),
    // Left out: the best usable coupon, exactly as step 2 shows it; 0: none.
    coupon_id: couponId.optional(),
    invoice_type: z.coerce
      .number({ message: '发票类型不正确' })
      .int()
      .min(0, { message: '发票类型不正确' })
      .max(2, { message: '发票类型不正确' })
      .default(0),
    remark: text('订单备注', 200).default(''),
    key: idempotencyKey,
  })
  .transform((b) => ({
    ids: b.ids,
    addressId: b.address_id,
    couponId: b.coupon_id,
    invoiceType: b.invoice_type,
    remark: b.remark,
    key: b.key,
  }));

const listQuery = z.object({
  status: z
    .enum(['all', 'unpaid', 'paid', 'shipped', 'completed', 'cancelled'], {
      message: '订单状态不正确',
    })
    .default('all'),
  keywords: text('搜索关键词', 50).default(''),
  page: pageNo,
});

const params = z.object({ id });

export function orderRoutes(orders: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.post('/api/order/check', { ...auth, schema: { body: checkBody } }, async (req) =>
      ok(await orders.check(requireBuyer(req), req.body.ids, req.body.coupon_id)),
    );
    app.post('/api/order/create', { ...auth, schema: { body: createBody } }, async (req) =>
      ok(await orders.create(requireBuyer(req), req.body), '订单提交成功'),
    );
    app.get('/api/order/list', { ...auth, schema: { querystring: listQuery } }, async (req) =>
      ok(
        await orders.list(requireBuyer(req), req.query.status, req.query.keywords, req.query.page),
      ),
    );
    app.get('/api/order/:id', { ...auth, schema: { params } }, async (req) =>
      ok(await orders.detail(requireBuyer(req), req.params.id)),
    );
    app.post('/api/order/:id/cancel', { ...auth, schema: { params } }, async (req) =>
      ok(await orders.cancel(requireBuyer(req), req.params.id), '订单已取消'),
    );
    app.post('/api/order/:id/buy-again', { ...auth, schema: { params } }, async (req) =>
      ok(await orders.buyAgain(requireBuyer(req), req.params.id), '已加入购物车'),
    );
  };
}
