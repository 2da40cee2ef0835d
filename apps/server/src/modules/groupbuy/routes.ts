import {
  envelope,
  groupbuyBought,
  groupbuyDetail,
  groupbuyGoodsParams,
  groupbuyJoinBody,
  groupbuyListQuery,
  groupbuyOfOrder,
  groupbuyOpenBody,
  groupbuyOrderParams,
  groupbuyPage,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { GroupbuyService } from './service.ts';

/** The buyer's 拼团 calls (docs/api-groupbuy.md). */
export function groupbuyRoutes(groupbuy: GroupbuyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/pintuan',
      { schema: { querystring: groupbuyListQuery, response: { 200: envelope(groupbuyPage) } } },
      async (req) => ok(await groupbuy.zone(req.buyer, req.query.page)),
    );
    app.get(
      '/api/pintuan/goods/:id',
      { schema: { params: groupbuyGoodsParams, response: { 200: envelope(groupbuyDetail) } } },
      async (req) => ok(await groupbuy.detail(req.buyer, req.params.id)),
    );
    app.post(
      '/api/pintuan/open',
      {
        preValidation: mustLogin,
        schema: { body: groupbuyOpenBody, response: { 200: envelope(groupbuyBought) } },
      },
      async (req) =>
        ok(
          await groupbuy.buy(requireBuyer(req), {
            activityId: req.body.activity_id,
            addressId: req.body.address_id,
            remark: req.body.remark,
            key: req.body.key,
          }),
          '开团成功，请尽快支付',
        ),
    );
    app.post(
      '/api/pintuan/join',
      {
        preValidation: mustLogin,
        schema: { body: groupbuyJoinBody, response: { 200: envelope(groupbuyBought) } },
      },
      async (req) =>
        ok(
          await groupbuy.buy(requireBuyer(req), {
            groupId: req.body.group_id,
            addressId: req.body.address_id,
            remark: req.body.remark,
            key: req.body.key,
          }),
          '参团成功，请尽快支付',
        ),
    );
    app.get(
      '/api/pintuan/order/:id',
      {
        preValidation: mustLogin,
        schema: {
          params: groupbuyOrderParams,
          response: { 200: envelope(groupbuyOfOrder.nullable()) },
        },
      },
      async (req) => ok(await groupbuy.ofOrder(requireBuyer(req), req.params.id)),
    );
  };
}
