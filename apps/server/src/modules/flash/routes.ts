import {
  envelope,
  flashDay,
  flashGoodsItem,
  flashSession,
  flashSessionParams,
  type Goods,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { arrayOf, rememberedWriter, withField, writeDataWith } from '../../http/serializer.ts';
import type { Buyer } from '../../http/session.ts';
import type { FlashOffer } from './repo.ts';
import { serializeSession } from './serialize.ts';
import type { FlashService } from './service.ts';

type Deps = {
  flash: FlashService;
  /** Goods objects as every list shows them (prices, cartNum, favourites for the buyer). */
  goodsByIds(ids: number[], buyer: Buyer | null): Promise<Goods[]>;
};

// A session's goods are shared objects: their JSON is written once
// (bench:promo measured the zone at 0.26 of the goods list when every answer
// wrote every goods again).
const writeSession = withField(flashSession, 'goods', arrayOf(rememberedWriter(flashGoodsItem)));
writeDataWith(flashSession, writeSession);
writeDataWith(flashDay, withField(flashDay, 'sessions', arrayOf(writeSession)));

/** The flash-sale zone /miaosha (docs/api-flash.md). */
export function flashRoutes({ flash, goodsByIds }: Deps): FastifyPluginAsyncZod {
  const goodsOf = async (offers: FlashOffer[], buyer: Buyer | null) =>
    new Map(
      (await goodsByIds([...new Set(offers.map((o) => o.goodsId))], buyer)).map((g) => [g.id, g]),
    );

  return async (app) => {
    app.get('/api/miaosha', { schema: { response: { 200: envelope(flashDay) } } }, async (req) => {
      const now = new Date();
      const day = await flash.day(now);
      const goods = await goodsOf(
        day.flatMap((d) => d.offers),
        req.buyer,
      );
      return ok({
        now: now.toISOString(),
        sessions: day.map((d) => serializeSession(d.session, d.offers, goods, now)),
      });
    });

    app.get(
      '/api/miaosha/:session_id',
      { schema: { params: flashSessionParams, response: { 200: envelope(flashSession) } } },
      async (req) => {
        const found = await flash.session(req.params.session_id);
        // Stopped sessions are not shown: the spec's words for an empty link.
        if (!found) throw new AppError('not_found', '活动暂未开始');
        const goods = await goodsOf(found.offers, req.buyer);
        return ok(serializeSession(found.session, found.offers, goods, new Date()));
      },
    );
  };
}
