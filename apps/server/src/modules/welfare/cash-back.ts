import type { CashBackZone } from '@shop/contract';
import { cashBackProgress, formatYuan, tierIncrements } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { type CashBackPeriodRow, type CashBackTierRow, welfareRepo } from './repo.ts';
import { presentWindow } from './status.ts';

// 满额返: what a company's completed orders placed in a period add up to
// (paid for goods, less refunds) earns the highest tier reached, credited to
// the wallet balance when an order completes, once per company, period and
// tier (a unique index), and taken back when a refund takes the total under
// a tier. Decision: docs/decisions/2026-11-25-welfare.md.

/** The wallet as cash-back needs it, inside the caller's transaction. */
export type CashBackWallet = {
  /** Locks the company's wallet row: one company's settlements take turns. */
  lock(tx: DbOrTx, companyId: number): Promise<void>;
  credit(
    tx: DbOrTx,
    companyId: number,
    fen: number,
    orderId: number,
    remark: string,
  ): Promise<void>;
  /** Takes up to fen (what the balance holds); what was taken. */
  takeBack(
    tx: DbOrTx,
    companyId: number,
    fen: number,
    orderId: number,
    remark: string,
  ): Promise<number>;
};

const tierText = (t: CashBackTierRow) =>
  `满¥${formatYuan(t.thresholdFen)}返¥${formatYuan(t.rewardFen)}`;

export function cashBackService(db: Db, wallet: CashBackWallet) {
  /** One period's claims brought in line with the company's completed spending. */
  async function settlePeriod(
    tx: DbOrTx,
    p: CashBackPeriodRow,
    companyId: number,
    orderId: number,
  ) {
    const repo = welfareRepo(tx);
    const tiers = await repo.tiers([p.id]);
    if (tiers.length === 0) return;
    const { completed } = await repo.spent(companyId, p);
    const inc = tierIncrements(tiers);
    const held = new Map((await repo.claims(p.id, companyId, true)).map((c) => [c.tierId, c]));
    for (const t of tiers) {
      const claim = held.get(t.id);
      const amount = inc.get(t.id) ?? 0;
      const reached = completed >= t.thresholdFen;
      if (reached && p.enabled && (!claim || claim.reversedAt)) {
        // The claim is the conditional write: a twin settlement finds it taken.
        const got = claim
          ? await repo.reclaim(claim.id, amount, orderId)
          : await repo.insertClaim({
              periodId: p.id,
              tierId: t.id,
              companyId,
              amountFen: amount,
              orderId,
            });
        if (!got) throw new AppError('conflict', '满额返已发放，请重试');
        if (amount > 0)
          await wallet.credit(tx, companyId, amount, orderId, `${p.title} ${tierText(t)} 返现`);
      } else if (!reached && claim && !claim.reversedAt) {
        const gone = await repo.reverse(claim.id);
        if (!gone) throw new AppError('conflict', '满额返已扣回，请重试');
        if (claim.amountFen > 0) {
          const taken = await wallet.takeBack(
            tx,
            companyId,
            claim.amountFen,
            orderId,
            `${p.title} ${tierText(t)} 退款后未达门槛，扣回返现`,
          );
          if (taken < claim.amountFen) await repo.setShortfall(claim.id, claim.amountFen - taken);
        }
      }
    }
  }

  return {
    /**
     * After an order completed or had money refunded, inside that
     * transaction: the periods its placing time falls in are settled for its
     * company. The wallet row is locked first, so one company's settlements
     * take turns and read each other's claims.
     */
    async settle(tx: DbOrTx, orderId: number) {
      const periods = await welfareRepo(tx).periodsOfOrder(orderId);
      if (periods.length === 0) return;
      await wallet.lock(tx, periods[0]!.companyId);
      for (const { period, companyId } of periods)
        await settlePeriod(tx, period, companyId, orderId);
    },

    /** GET /api/hb: the shown period, its tiers and (for a buyer) the company's progress. */
    async zone(buyer: Buyer | null): Promise<CashBackZone> {
      const repo = welfareRepo(db);
      const p = await repo.shownPeriod();
      const none = {
        spent: null,
        completed: null,
        credited: null,
        progress_text: '',
        need_amount: null,
        next_reward: null,
      };
      if (!p) return { period: null, tiers: [], ...none };
      const tiers = await repo.tiers([p.id]);
      const present = (reached: Set<number>, credited: Set<number>) =>
        tiers.map((t) => ({
          id: t.id,
          amount: formatYuan(t.thresholdFen),
          reward: formatYuan(t.rewardFen),
          reached: reached.has(t.id) ? (1 as const) : (0 as const),
          credited: credited.has(t.id) ? (1 as const) : (0 as const),
        }));
      if (!buyer)
        return { period: presentWindow(p), tiers: present(new Set(), new Set()), ...none };
      const [spent, claims] = await Promise.all([
        repo.spent(buyer.company.id, p),
        repo.claims(p.id, buyer.company.id),
      ]);
      const live = claims.filter((c) => !c.reversedAt);
      const progress = cashBackProgress(tiers, spent.all);
      const reached = new Set(tiers.filter((t) => spent.all >= t.thresholdFen).map((t) => t.id));
      const top = progress.reached ? formatYuan(progress.reached.rewardFen) : null;
      const text = progress.next
        ? `再购¥${formatYuan(progress.next.needFen)}可返¥${formatYuan(progress.next.tier.rewardFen)}`
        : top
          ? `已达最高档，可返¥${top}`
          : '';
      return {
        period: presentWindow(p),
        tiers: present(reached, new Set(live.map((c) => c.tierId))),
        spent: formatYuan(spent.all),
        completed: formatYuan(spent.completed),
        credited: formatYuan(live.reduce((s, c) => s + c.amountFen - c.shortfallFen, 0)),
        progress_text: text,
        need_amount: progress.next ? formatYuan(progress.next.needFen) : '0.00',
        next_reward: progress.next ? formatYuan(progress.next.tier.rewardFen) : '0.00',
      };
    },
  };
}

export type CashBackService = ReturnType<typeof cashBackService>;
