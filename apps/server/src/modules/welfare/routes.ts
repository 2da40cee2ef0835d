import { cashBackZone, envelope, type Goods, welfareQuery, welfareZone } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, page } from '../../http/envelope.ts';
import type { Buyer } from '../../http/session.ts';
import type { CashBackService } from './cash-back.ts';
import { welfareRepo } from './repo.ts';
import { presentWindow } from './status.ts';

export const WELFARE_PAGE_SIZE = 20;

type Deps = {
  db: Db;
  cashBack: CashBackService;
  /** Goods objects as every list shows them (with is_welfare and welfare_price). */
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

/** The shop's /welfare (全场94折) and /hb (满额返) pages (docs/api-welfare.md). */
export function welfareRoutes({ db, cashBack, goodsByIds }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/welfare',
      { schema: { querystring: welfareQuery, response: { 200: envelope(welfareZone) } } },
      async (req) => {
        const repo = welfareRepo(db);
        const pageNo = req.query.page;
        const event = await repo.shownEvent();
        const listed = event
          ? await repo.goodsPage(event.id, WELFARE_PAGE_SIZE, (pageNo - 1) * WELFARE_PAGE_SIZE)
          : { ids: [], total: 0 };
        const shown = await goodsByIds(listed.ids, req.buyer);
        return ok({
          event: event ? presentWindow(event) : null,
          discount_text: '94折',
          goods: page(shown, listed.total, pageNo, WELFARE_PAGE_SIZE),
        });
      },
    );

    app.get('/api/hb', { schema: { response: { 200: envelope(cashBackZone) } } }, async (req) =>
      ok(await cashBack.zone(req.buyer)),
    );
  };
}
