import { randomInt } from 'node:crypto';
import type { DrawActivity, DrawPrize, DrawRecord, DrawResult } from '@shop/contract';
import { windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { PointsService } from '../points/index.ts';
import type { PromotionService } from '../promotion/index.ts';
import {
  type DrawActivityRow,
  type DrawPrizeRow,
  type DrawRecordRow,
  drawRepo,
} from './draw-repo.ts';
import type { MallService } from './mall.ts';

// The lucky wheel (转盘抽奖). A draw is one transaction: it pays with a chance
// (a conditional upsert against the allowance) or with points (a conditional
// debit), picks a prize with the server's random by the configured weights,
// takes one of it (a conditional update; a prize gone lands on 谢谢参与, so
// the odds of the others never grow), grants it and records it.

export const RECORD_PAGE_SIZE = 10;
export const PRIZE_TYPE_TEXT: Record<number, string> = {
  0: '谢谢参与',
  1: '积分',
  2: '优惠券',
  3: '现金券',
  4: '实物',
};

type State = { state: 0 | 1 | 2; text: string };
export function stateOf(a: DrawActivityRow, now = Date.now()): State {
  const state = windowState(a, now);
  if (state === 'upcoming') return { state: 1, text: '未开始' };
  return state === 'running' ? { state: 0, text: '进行中' } : { state: 2, text: '已结束' };
}

/** Picks by weight: r in [0, 10000) falls in one prize's band; weights add up to 10000. */
export function pickPrize<P extends { weight: number }>(prizes: P[], r: number): P | undefined {
  let acc = 0;
  for (const p of prizes) {
    acc += p.weight;
    if (r < acc) return p;
  }
  return undefined;
}

/** 仁****店 style: the first character, the rest hidden; a closing letter shown on long names. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${name}**`;
  const last = chars.at(-1)!;
  const tail = chars.length > 5 && /[\p{L}\p{N}]/u.test(last) ? last : '';
  return `${chars[0]}${'*'.repeat(Math.min(4, chars.length - 1))}${tail}`;
}

const presentPrize = (p: DrawPrizeRow): DrawPrize => ({
  id: p.id,
  name: p.name,
  type: p.kind,
  type_text: PRIZE_TYPE_TEXT[p.kind] ?? '',
});

function presentRecord(r: DrawRecordRow, activityName: string): DrawRecord {
  return {
    id: r.id,
    activity_id: r.activityId,
    activity_name: activityName,
    prize_name: r.prizeName,
    type: r.kind,
    type_text: PRIZE_TYPE_TEXT[r.kind] ?? '',
    remarks: r.remark,
    points_spent: r.pointsSpent,
    created_at: r.createdAt.toISOString(),
  };
}

export function drawService(deps: {
  db: Db;
  points: Pick<PointsService, 'spend' | 'award' | 'balance'>;
  promotion: Pick<PromotionService, 'issueFromTemplate'>;
  mall: Pick<MallService, 'prizeOrder'>;
}) {
  const { db } = deps;

  async function running(id: number): Promise<DrawActivityRow> {
    const a = await drawRepo(db).activity(id);
    if (!a) throw notFound('抽奖活动');
    const s = stateOf(a);
    if (s.state === 1)
      throw new AppError('conflict', '活动未开始', undefined, { reason: 'not_started' });
    if (s.state === 2) throw new AppError('conflict', '活动已结束', undefined, { reason: 'ended' });
    return a;
  }

  /** Grants the prize inside the draw's transaction; the words the buyer reads about it. */
  async function grant(tx: DbOrTx, buyer: Buyer, a: DrawActivityRow, p: DrawPrizeRow) {
    const companyId = buyer.company.id;
    switch (p.kind) {
      case 1: {
        const after = await deps.points.award(tx, companyId, p.points, `${a.name}抽中${p.name}`);
        if (after === null) throw new AppError('conflict', '积分已达上限，请联系客服');
        return { remark: `${p.points}积分已到账`, couponId: null, pointsOrderId: null };
      }
      case 2:
      case 3: {
        const coupon = await deps.promotion.issueFromTemplate(tx, companyId, p.couponTemplateId!);
        if (!coupon) throw new AppError('conflict', '奖品已下架，请重试');
        const where = p.kind === 2 ? '我的优惠券' : '我的现金券';
        return {
          remark: `已放入${where}：${coupon.name}`,
          couponId: coupon.id,
          pointsOrderId: null,
        };
      }
      case 4: {
        const { order, address } = await deps.mall.prizeOrder(tx, buyer, p.name);
        const to = address
          ? `，寄往${address.region}${address.detail}`
          : '，请先添加收货地址并联系客服';
        return {
          remark: `实物奖品待发货（积分订单 ${order.orderNo}${to}）`,
          couponId: null,
          pointsOrderId: order.id,
        };
      }
      default:
        return { remark: '很遗憾，没有抽中，再接再厉', couponId: null, pointsOrderId: null };
    }
  }

  return {
    /** The pop-up's question: the running activity, and whether the company has drawn in it. */
    async simple(buyer: Buyer | null) {
      const a = await drawRepo(db).runningOne();
      if (!a) return { id: 0, is_join: 1 as const };
      // A visitor is not offered the pop-up: drawing needs a login.
      if (!buyer) return { id: a.id, is_join: 1 as const };
      const joined = await drawRepo(db).hasDrawn(buyer.company.id, a.id);
      return { id: a.id, is_join: joined ? (1 as const) : (0 as const) };
    },

    async activity(buyer: Buyer, id: number): Promise<DrawActivity> {
      const repo = drawRepo(db);
      const a = await repo.activity(id);
      if (!a) throw notFound('抽奖活动');
      const s = stateOf(a);
      const [prizes, chances, points] = await Promise.all([
        repo.prizes(id),
        s.state === 0 ? repo.chancesLeft(buyer.company.id, id) : 0,
        deps.points.balance(buyer.company.id),
      ]);
      return {
        id: a.id,
        name: a.name,
        rules: a.rules,
        start_time: a.startsAt.toISOString(),
        end_time: a.endsAt.toISOString(),
        state: s.state,
        state_text: s.text,
        chances,
        points_per_draw: a.pointsPerDraw,
        points,
        prizes: prizes.map(presentPrize),
      };
    },

    /** One draw (GET or POST /api/draw). */
    async draw(buyer: Buyer, id: number, random = () => randomInt(0, 10_000)): Promise<DrawResult> {
      const a = await running(id);
      // A company staff froze may look, not take.
      if (buyer.company.frozen) throw new Refused({ reason: 'frozen' });
      const companyId = buyer.company.id;
      const out = await db.transaction(async (tx) => {
        const repo = drawRepo(tx);
        // The prize is taken first, then the draw paid for: every draw locks
        // one prize row before its company's rows, so draws never deadlock.
        const prizes = await repo.prizes(a.id);
        const thanks = prizes.find((p) => p.kind === 0);
        let prize = pickPrize(prizes, random()) ?? thanks;
        if (prize && prize.stock !== null && !(await repo.takePrize(prize.id))) prize = thanks;
        if (!prize) throw new AppError('conflict', '活动奖品配置有误，请联系客服');
        let pointsSpent = 0;
        if (!(await repo.useChance(companyId, a.id))) {
          if (a.pointsPerDraw <= 0)
            throw new AppError('conflict', '抽奖次数已用完', undefined, { reason: 'no_chances' });
          const after = await deps.points.spend(
            tx,
            companyId,
            a.pointsPerDraw,
            `${a.name}抽奖消耗`,
          );
          if (after === null)
            throw new AppError('conflict', '积分不足', undefined, {
              reason: 'points',
              need: a.pointsPerDraw,
            });
          pointsSpent = a.pointsPerDraw;
        }
        const granted = await grant(tx, buyer, a, prize);
        const record = await repo.record({
          activityId: a.id,
          prizeId: prize.id,
          companyId,
          userId: buyer.user.id,
          prizeName: prize.name,
          kind: prize.kind,
          pointsSpent,
          couponId: granted.couponId,
          pointsOrderId: granted.pointsOrderId,
          remark: granted.remark,
        });
        return { prize, record, index: prizes.indexOf(prize) };
      });
      const [chances, points] = await Promise.all([
        drawRepo(db).chancesLeft(companyId, a.id),
        deps.points.balance(companyId),
      ]);
      return {
        record_id: out.record.id,
        id: out.prize.id,
        index: out.index,
        name: out.prize.name,
        remarks: out.record.remark,
        type: out.prize.kind,
        chances,
        points,
        points_spent: out.record.pointsSpent,
      };
    },

    async records(companyId: number, activityId: number | undefined, pageNo: number) {
      const { rows, total } = await drawRepo(db).recordPage(
        companyId,
        activityId,
        RECORD_PAGE_SIZE,
        (pageNo - 1) * RECORD_PAGE_SIZE,
      );
      return page(
        rows.map((r) => presentRecord(r.record, r.activityName)),
        total,
        pageNo,
        RECORD_PAGE_SIZE,
      );
    },

    async winners(id: number) {
      const rows = await drawRepo(db).latestWinners(id, 20);
      return rows.map((r) => ({
        name: maskName(r.company),
        prize_name: r.prizeName,
        created_at: r.createdAt.toISOString(),
      }));
    },

    async ads() {
      return (await drawRepo(db).running()).map((a) => ({
        id: a.id,
        title: a.name,
        url: `/zpcj?id=${a.id}`,
        end_time: a.endsAt.toISOString(),
      }));
    },
  };
}

export type DrawService = ReturnType<typeof drawService>;
