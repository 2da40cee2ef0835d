import {
  adminNewCustomerBody,
  adminNewCustomerEnableBody,
  adminNewCustomerIdParams,
  adminNewCustomerItem,
  adminNewCustomerList,
  adminNewCustomerListQuery,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { NewCustomerAdminService } from './admin-service.ts';

const may = staffMay('promotions');
const params = adminNewCustomerIdParams;
const item = { 200: envelope(adminNewCustomerItem) };

/** 新人特价 offers in the console (docs/api-new-customer.md). */
export function newCustomerAdminRoutes(admin: NewCustomerAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/new-customer',
      {
        preValidation: may,
        schema: {
          querystring: adminNewCustomerListQuery,
          response: { 200: envelope(adminNewCustomerList) },
        },
      },
      async (req) => ok(await admin.list(req.query.page, req.query.page_size)),
    );
    app.post(
      '/admin-api/new-customer',
      { preValidation: may, schema: { body: adminNewCustomerBody, response: item } },
      async (req) => ok(await admin.create(actorOf(req), req.body), '新人特价商品已添加'),
    );
    app.put(
      '/admin-api/new-customer/:id',
      { preValidation: may, schema: { params, body: adminNewCustomerBody, response: item } },
      async (req) =>
        ok(await admin.update(actorOf(req), req.params.id, req.body), '新人特价商品已保存'),
    );
    app.post(
      '/admin-api/new-customer/:id/enabled',
      { preValidation: may, schema: { params, body: adminNewCustomerEnableBody, response: item } },
      async (req) =>
        ok(
          await admin.setEnabled(actorOf(req), req.params.id, req.body.enabled),
          req.body.enabled ? '新人特价已开始' : '新人特价已停止',
        ),
    );
  };
}
