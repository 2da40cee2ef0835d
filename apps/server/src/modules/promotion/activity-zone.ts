import {
  activityGoodsQuery,
  activityParams,
  activityZone,
  envelope,
  type Goods,
  goodsActivities,
  goodsActivitiesQuery,
  goodsPage,
} from '@shop/contract';
import { windowState } from '@shop/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { categories, goods } from '../../db/schema/catalog.ts';
import { fullReductionGoods, fullReductions } from '../../db/schema/promotion.ts';
import { ok, page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { type PromotionService, serializeActivity } from './service.ts';

// The activity zone: a 满减 activity's own page (the home banner leads
// here), its goods by root category, and a goods' activities for its detail
// page. Goods objects come from the catalogue, as on every other list.

export const ZONE_PAGE_SIZE = 20;

type Deps = {
  db: Db;
  promotion: PromotionService;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
};

const statusOf = (a: { startsAt: Date; endsAt: Date }, now = Date.now()) =>
  ({ upcoming: 0, running: 1, ended: 2, stopped: 2 })[windowState({ ...a, enabled: true }, now)];
const statusTexts = ['活动未开始', '进行中', '活动已结束'];

export function activityZoneRoutes({ db, promotion, goodsByIds }: Deps): FastifyPluginAsyncZod {
  const member = (activityId: number, cid: number) =>
    and(
      eq(fullReductionGoods.activityId, activityId),
      eq(goods.isHidden, false),
      cid ? or(eq(goods.categoryId, cid), eq(goods.categoryRootId, cid)) : undefined,
    );

  return async (app) => {
    app.get(
      '/api/activity/:id',
      { schema: { params: activityParams, response: { 200: envelope(activityZone) } } },
      async (req) => {
        const [a] = await db
          .select()
          .from(fullReductions)
          .where(eq(fullReductions.id, req.params.id));
        if (!a) throw notFound('活动');
        const cats = await db
          .select({ id: categories.id, name: categories.name, count: sql<number>`count(*)::int` })
          .from(fullReductionGoods)
          .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
          .innerJoin(categories, eq(categories.id, goods.categoryRootId))
          .where(member(a.id, 0))
          .groupBy(categories.id, categories.name, categories.sort)
          .orderBy(categories.sort, categories.id);
        const status = statusOf(a);
        return ok({
          activity: {
            ...serializeActivity(a),
            start_time: a.startsAt.toISOString(),
            end_time: a.endsAt.toISOString(),
            status,
            status_text: statusTexts[status]!,
          },
          categories: cats,
        });
      },
    );

    app.get(
      '/api/activity/:id/goods',
      {
        schema: {
          params: activityParams,
          querystring: activityGoodsQuery,
          response: { 200: envelope(goodsPage) },
        },
      },
      async (req) => {
        const { page: pageNo, cid } = req.query;
        const where = member(req.params.id, cid);
        const [rows, [count]] = await Promise.all([
          db
            .select({ id: goods.id })
            .from(fullReductionGoods)
            .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
            .where(where)
            .orderBy(desc(goods.sales), goods.id)
            .limit(ZONE_PAGE_SIZE)
            .offset((pageNo - 1) * ZONE_PAGE_SIZE),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(fullReductionGoods)
            .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
            .where(where),
        ]);
        const listed = await goodsByIds(
          rows.map((r) => r.id),
          req.buyer,
        );
        return ok(page(listed, count?.n ?? 0, pageNo, ZONE_PAGE_SIZE));
      },
    );

    app.get(
      '/api/goods/activities',
      {
        schema: {
          querystring: goodsActivitiesQuery,
          response: { 200: envelope(goodsActivities) },
        },
      },
      async (req) => {
        const running = await promotion.runningCached([req.query.id]);
        return ok(
          [...running.values()].map((a) => ({
            ...serializeActivity(a),
            url: `/hdzq/${a.id}`,
            end_time: a.endsAt.toISOString(),
          })),
        );
      },
    );
  };
}
