import { envelope, moneyLogPage, moneyLogQuery, userMoney } from '@shop/contract';
import { shopDayStart } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { assertCan, type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { WalletService } from './service.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A calendar day starts at midnight Beijing time. */

/**
 * The ledger is the company's money book: its payment and refund rows name
 * every login's orders. Only a login that pays and sees all orders reads it.
 */
function ledgerReader(buyer: Buyer) {
  assertCan(buyer, 'pay', 'see_all_orders');
  return buyer;
}

export function walletRoutes(wallet: WalletService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/user-money',
      { preValidation: mustLogin, schema: { response: { 200: envelope(userMoney) } } },
      // The company's money: for the logins that may spend it (the web withholds it from the others).
      async (req) => {
        const buyer = requireBuyer(req);
        assertCan(buyer, 'pay');
        return ok(await wallet.summary(buyer.company.id));
      },
    );
    app.get(
      '/api/user/user-money/log',
      {
        preValidation: mustLogin,
        schema: { querystring: moneyLogQuery, response: { 200: envelope(moneyLogPage) } },
      },
      async (req) => {
        const q = req.query;
        const from = q.start_time ? shopDayStart(q.start_time) : undefined;
        // The end date is inclusive: everything before the next midnight.
        const to = q.end_time ? new Date(shopDayStart(q.end_time).getTime() + DAY_MS) : undefined;
        return ok(
          await wallet.ledger(
            ledgerReader(requireBuyer(req)).company.id,
            { kind: q.use_type, from, to },
            q.page,
          ),
        );
      },
    );
  };
}
