import {
  cashBackZone,
  envelope,
  type Goods,
  goods as goodsItem,
  welfareQuery,
  welfareZone,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, page } from '../../http/envelope.ts';
import { pageOf, rememberedWriter, withField, writeDataWith } from '../../http/serializer.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { CashBackService } from './cash-back.ts';
import { WELFARE_CHANGED } from './discount.ts';
import { welfareRepo } from './repo.ts';
import { presentWindow } from './status.ts';

export const WELFARE_PAGE_SIZE = 20;
// The goods are the catalogue's shared objects: each one's JSON is written
// once, as on goods pages (bench:promo measured the zone at 0.75 of the goods
// list when every answer wrote every goods again).
writeDataWith(welfareZone, withField(welfareZone, 'goods', pageOf(rememberedWriter(goodsItem))));
/**
 * Which event and goods ids a zone page shows, as old as a goods list page
 * may be; the goods objects (prices and limits for the buyer) are made per
 * request; staff changing an event forget them in every process. Read on
 * every request, the page made 0.45 of the goods list's rate in bench:promo.
 */
const PAGE_TTL_MS = 5_000;

type Deps = {
  db: Db;
  bus: Bus;
  cashBack: CashBackService;
  /** Goods objects as every list shows them (with is_welfare and welfare_price). */
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

/** The shop's /welfare (全场94折) and /hb (满额返) pages (docs/api-welfare.md). */
export function welfareRoutes({ db, bus, cashBack, goodsByIds }: Deps): FastifyPluginAsyncZod {
  const pages = ttlCache<Awaited<ReturnType<typeof zonePage>>>(PAGE_TTL_MS, 100, {
    serveStale: true,
    name: 'welfare zone',
  });
  bus.subscribe(WELFARE_CHANGED, () => pages.clear());
  async function zonePage(pageNo: number) {
    const repo = welfareRepo(db);
    const event = await repo.shownEvent();
    const listed = event
      ? await repo.goodsPage(event.id, WELFARE_PAGE_SIZE, (pageNo - 1) * WELFARE_PAGE_SIZE)
      : { ids: [], total: 0 };
    return { event, listed };
  }

  return async (app) => {
    app.get(
      '/api/welfare',
      { schema: { querystring: welfareQuery, response: { 200: envelope(welfareZone) } } },
      async (req) => {
        const pageNo = req.query.page;
        const { event, listed } = await pages.get(String(pageNo), () => zonePage(pageNo));
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
