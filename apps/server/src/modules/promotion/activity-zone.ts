import type { ActivityZone, Goods, RunningActivity } from '@shop/contract';
import { windowState } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { activityZoneRepo } from './activity-zone-repo.ts';
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

export function activityZone({ db, promotion, goodsByIds }: Deps) {
  const repo = activityZoneRepo(db);
  return {
    async zone(id: number): Promise<ActivityZone> {
      const a = await repo.activity(id);
      if (!a) throw notFound('活动');
      const status = statusOf(a);
      return {
        activity: {
          ...serializeActivity(a),
          start_time: a.startsAt.toISOString(),
          end_time: a.endsAt.toISOString(),
          status,
          status_text: statusTexts[status]!,
        },
        categories: await repo.categories(a.id),
      };
    },

    async goods(id: number, cid: number, pageNo: number, buyer: Buyer | null) {
      const { ids, total } = await repo.goodsPage(
        id,
        cid,
        ZONE_PAGE_SIZE,
        (pageNo - 1) * ZONE_PAGE_SIZE,
      );
      return page(await goodsByIds(ids, buyer), total, pageNo, ZONE_PAGE_SIZE);
    },

    /** Every running activity, newest first: /hdzx without an id offers them. */
    async running(): Promise<RunningActivity[]> {
      const rows = await repo.running(new Date());
      return rows.map(({ activity: a, goodsCount }) => ({
        ...serializeActivity(a),
        start_time: a.startsAt.toISOString(),
        end_time: a.endsAt.toISOString(),
        goods_count: goodsCount,
      }));
    },

    /** The running activities of one goods, for its detail page. */
    async ofGoods(goodsId: number) {
      const running = await promotion.runningCached([goodsId]);
      return [...running.values()].map((a) => ({
        ...serializeActivity(a),
        url: `/hdzq/${a.id}`,
        end_time: a.endsAt.toISOString(),
      }));
    },
  };
}

export type ActivityZoneService = ReturnType<typeof activityZone>;
