import type {
  AdminGift,
  GiftPutBody,
  TradeUpPutBody,
  AdminTradeUp as TradeUpRow,
} from '@shop/contract';
import { adminGift, adminTradeUp, envelope, giftPutBody, id, tradeUpPutBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { RuleAdmin } from './rule-admin.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');

/** 满赠 and 换购 in the console (docs/api-gifts.md). */
export function giftsAdminRoutes(
  admin: RuleAdmin<AdminGift, GiftPutBody>,
  trade: RuleAdmin<TradeUpRow, TradeUpPutBody>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/gifts',
      { preValidation: may, schema: { response: { 200: envelope(z.array(adminGift)) } } },
      async () => ok(await admin.list()),
    );
    app.put(
      '/admin-api/gifts/:id',
      {
        preValidation: may,
        schema: { params, body: giftPutBody, response: { 200: envelope(adminGift) } },
      },
      async (req) => ok(await admin.put(actorOf(req), req.params.id, req.body), '满赠已保存'),
    );
    app.delete(
      '/admin-api/gifts/:id',
      { preValidation: may, schema: { params, response: { 200: envelope(z.null()) } } },
      async (req) => ok(await admin.remove(actorOf(req), req.params.id), '满赠已删除'),
    );
    app.get(
      '/admin-api/gifts/tradeups',
      { preValidation: may, schema: { response: { 200: envelope(z.array(adminTradeUp)) } } },
      async () => ok(await trade.list()),
    );
    app.put(
      '/admin-api/gifts/:id/tradeup',
      {
        preValidation: may,
        schema: { params, body: tradeUpPutBody, response: { 200: envelope(adminTradeUp) } },
      },
      async (req) => ok(await trade.put(actorOf(req), req.params.id, req.body), '换购已保存'),
    );
    app.delete(
      '/admin-api/gifts/:id/tradeup',
      { preValidation: may, schema: { params, response: { 200: envelope(z.null()) } } },
      async (req) => ok(await trade.remove(actorOf(req), req.params.id), '换购已删除'),
    );
  };
}
