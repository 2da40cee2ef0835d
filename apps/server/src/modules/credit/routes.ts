import {
  envelope,
  statementDetail,
  statementDisputeBody,
  statementList,
  statementParams,
  statementRepayBody,
  userCredit,
} from '@shop/contract';
import { parseYuan } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { assertCan, type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { CreditService } from './credit-service.ts';
import { disposition, statementPdf, statementWorkbook, XLSX_TYPE } from './documents.ts';

/** The buyer's 账期 and 对账单 (docs/api-credit.md); every read is of the session's company. */
/** The company's 支付密码 check (modules/pay-password). */
export type PayPasswordCheck = (buyer: Buyer, password: string | undefined) => Promise<void>;

export function creditRoutes(
  credit: CreditService,
  checkPayPassword: PayPasswordCheck,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    // What the company owes is for those who may pay for it (the main account, sub-accounts with 付款).
    const company = (req: Parameters<typeof requireBuyer>[0]) => {
      const buyer = requireBuyer(req);
      assertCan(buyer, 'pay');
      return buyer.company.id;
    };

    app.get(
      '/api/user/credit',
      { ...auth, schema: { response: { 200: envelope(userCredit) } } },
      async (req) => ok(await credit.summary(company(req))),
    );
    app.get(
      '/api/user/statements',
      { ...auth, schema: { response: { 200: envelope(statementList) } } },
      async (req) => ok(await credit.statements.list(company(req))),
    );
    app.get(
      '/api/user/statements/:id',
      {
        ...auth,
        schema: { params: statementParams, response: { 200: envelope(statementDetail) } },
      },
      async (req) => ok(await credit.statements.detail(company(req), req.params.id)),
    );
    app.post(
      '/api/user/statements/:id/confirm',
      {
        ...auth,
        schema: { params: statementParams, response: { 200: envelope(statementDetail) } },
      },
      async (req) =>
        ok(await credit.statements.confirm(company(req), req.params.id), '已确认对账单'),
    );
    app.post(
      '/api/user/statements/:id/dispute',
      {
        ...auth,
        schema: {
          params: statementParams,
          body: statementDisputeBody,
          response: { 200: envelope(statementDetail) },
        },
      },
      async (req) =>
        ok(
          await credit.statements.dispute(
            company(req),
            req.params.id,
            req.body.line_id,
            req.body.note,
          ),
          '异议已提交，财务将尽快处理',
        ),
    );
    app.post(
      '/api/user/statements/:id/repay',
      {
        ...auth,
        schema: {
          params: statementParams,
          body: statementRepayBody,
          response: { 200: envelope(statementDetail) },
        },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        // Money leaves the balance: the 支付密码 guards it as it guards 余额支付.
        await checkPayPassword(buyer, req.body.pay_password);
        return ok(
          await credit.repayFromBalance(buyer, req.params.id, parseYuan(req.body.amount) ?? 0),
          '还款成功',
        );
      },
    );
  };
}

/** The statement as a file: PDF, and xlsx at /xlsx (docs/api-credit.md). */
export function statementFileRoutes(credit: CreditService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    app.get(
      '/api/user/statements/:id/pdf',
      { ...auth, schema: { params: statementParams } },
      async (req, reply) => {
        const buyer = requireBuyer(req);
        assertCan(buyer, 'pay');
        const s = await credit.statements.detail(buyer.company.id, req.params.id);
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': disposition(
              `${s.statement_no}.pdf`,
              `对账单_${s.statement_no}.pdf`,
            ),
            'cache-control': 'private, no-store',
          })
          .send(await statementPdf(s));
      },
    );
    app.get(
      '/api/user/statements/:id/xlsx',
      { ...auth, schema: { params: statementParams } },
      async (req, reply) => {
        const buyer = requireBuyer(req);
        assertCan(buyer, 'pay');
        const s = await credit.statements.detail(buyer.company.id, req.params.id);
        return reply
          .headers({
            'content-type': XLSX_TYPE,
            'content-disposition': disposition(
              `${s.statement_no}.xlsx`,
              `对账单_${s.statement_no}.xlsx`,
            ),
            'cache-control': 'private, no-store',
          })
          .send(await statementWorkbook(s));
      },
    );
  };
}
