import {
  adminCreditLine,
  adminCreditLines,
  adminDisputes,
  adminStatementList,
  creditCompanyParams,
  creditLineBody,
  disputeParams,
  disputeResolveBody,
  envelope,
  receivables,
  statementItem,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CreditAdmin } from './admin-service.ts';
import { disposition, XLSX_TYPE } from './documents.ts';

const disputeQuery = z.strictObject({ state: z.enum(['open', 'resolved']).default('open') });

/** 账期管理 (the `credit` permission, finance): lines, statements, disputes, receivables. */
export function creditAdminRoutes(admin: CreditAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    const may = { preValidation: staffMay('credit') };
    app.get(
      '/admin-api/credit/lines',
      { ...may, schema: { response: { 200: envelope(adminCreditLines) } } },
      async () => ok(await admin.lines()),
    );
    app.put(
      '/admin-api/credit/lines/:company_id',
      {
        ...may,
        schema: {
          params: creditCompanyParams,
          body: creditLineBody,
          response: { 200: envelope(adminCreditLine) },
        },
      },
      async (req) =>
        ok(await admin.grant(actorOf(req), req.params.company_id, req.body), '账期已保存'),
    );
    app.post(
      '/admin-api/credit/lines/:company_id/close',
      {
        ...may,
        schema: { params: creditCompanyParams, response: { 200: envelope(statementItem) } },
      },
      async (req) => ok(await admin.closeNow(actorOf(req), req.params.company_id), '已出账'),
    );
    app.get(
      '/admin-api/credit/statements',
      { ...may, schema: { response: { 200: envelope(adminStatementList) } } },
      async () => ok(await admin.statements()),
    );
    app.get(
      '/admin-api/credit/disputes',
      { ...may, schema: { querystring: disputeQuery, response: { 200: envelope(adminDisputes) } } },
      async (req) => ok(await admin.disputes(req.query.state === 'open')),
    );
    app.post(
      '/admin-api/credit/disputes/:id/resolve',
      {
        ...may,
        schema: {
          params: disputeParams,
          body: disputeResolveBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) =>
        ok(await admin.resolve(actorOf(req), req.params.id, req.body.answer), '已处理'),
    );
    app.get(
      '/admin-api/credit/receivables',
      { ...may, schema: { response: { 200: envelope(receivables) } } },
      async () => ok(await admin.receivables()),
    );
    app.get('/admin-api/credit/receivables.xlsx', { ...may }, async (_req, reply) =>
      reply
        .headers({
          'content-type': XLSX_TYPE,
          'content-disposition': disposition('receivables.xlsx', '应收账龄.xlsx'),
          'cache-control': 'private, no-store',
        })
        .send(await admin.receivablesXlsx()),
    );
  };
}
