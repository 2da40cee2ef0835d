import type { QualityLot } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { presentLot } from './lots-admin.ts';
import { lotFreezeRepo } from './lots-freeze-repo.ts';
import { inventoryRepo, type LotRow } from './repo.ts';

// Freezing and unfreezing a lot (质量管理), inside the caller's transaction:
// the goods row locked first, the lot's state changed by a conditional write
// whose row is checked (a second freeze of the same lot finds it frozen and
// is refused, never counted twice), the goods' stock and expiry derived again
// in the same transaction, and the ledger says how much sellable stock the
// change moved (docs/decisions/2026-11-29-lot-freeze.md).

export type LotStateChange = {
  before: LotRow;
  after: LotRow;
  /** The goods' sellable stock moved by the change (≤ 0 for a freeze). */
  change: number;
};

const STATE_WORD = { selling: '在售', frozen: '已冻结', expired: '已过期' } as const;
const word = (state: string) => STATE_WORD[state as keyof typeof STATE_WORD] ?? state;

async function change(
  tx: DbOrTx,
  lotId: number,
  write: () => Promise<LotRow | null>,
  refused: (now: LotRow) => string,
  ledger: (lot: LotRow, after: LotRow) => { kind: 'freeze' | 'unfreeze'; ref: string },
  staff: string,
): Promise<LotStateChange> {
  const repo = inventoryRepo(tx);
  const before = await repo.lot(lotId);
  if (!before) throw notFound('批次');
  const stock = await repo.lockGoods([before.goodsId]);
  const after = await write();
  if (!after) throw new AppError('conflict', refused((await repo.lot(lotId)) ?? before));
  const now = await repo.refresh([before.goodsId]);
  const moved = (now.get(before.goodsId) ?? 0) - (stock.get(before.goodsId) ?? 0);
  const { kind, ref } = ledger(before, after);
  await repo.writeLedger([{ goodsId: before.goodsId, lotId, change: moved }], stock, {
    kind,
    ref,
    staff,
  });
  return { before, after, change: moved };
}

export function lotFreezing() {
  return {
    /** A selling lot stops selling at once; 409 when it is frozen or expired already. */
    freeze: (
      tx: DbOrTx,
      lotId: number,
      f: { kind: 'quality_doubt' | 'recall'; reason: string; staff: string },
    ) =>
      change(
        tx,
        lotId,
        () => lotFreezeRepo(tx).freeze(lotId, f),
        (now) => `批次 ${now.lotNo} ${word(now.state)}，不能冻结`,
        () => ({
          kind: 'freeze',
          ref: `${f.kind === 'recall' ? '召回' : '质量疑问'}：${f.reason}`,
        }),
        f.staff,
      ),

    /**
     * A frozen lot sells again, or becomes expired when past its date; its
     * quarantined units stay quarantined. 409 when it is not frozen.
     */
    unfreeze: (tx: DbOrTx, lotId: number, reason: string, staff: string) =>
      change(
        tx,
        lotId,
        () => lotFreezeRepo(tx).unfreeze(lotId),
        (now) => `批次 ${now.lotNo} ${word(now.state)}，无需解冻`,
        (_lot, after) => ({
          kind: 'unfreeze',
          ref:
            after.state === 'expired'
              ? `解冻：${reason}（已过有效期，转为过期，不再销售）`
              : `解冻：${reason}`,
        }),
        staff,
      ),
  };
}

type WithGoods = NonNullable<Awaited<ReturnType<ReturnType<typeof lotFreezeRepo>['lotWithGoods']>>>;

const present = (l: WithGoods): QualityLot => ({
  ...presentLot(l),
  goods_name: l.goods.name,
  goods_spec: l.goods.spec,
  manufacturer: l.goods.manufacturer,
  unit: l.goods.unit,
});

/** Lots as 质量管理 reads them: with their goods, one by id, every frozen one, or by lot number. */
export function qualityLots(db: DbOrTx) {
  const repo = lotFreezeRepo(db);
  return {
    async one(lotId: number): Promise<QualityLot | null> {
      const l = await repo.lotWithGoods(lotId);
      return l ? present(l) : null;
    },
    frozen: async (): Promise<QualityLot[]> => (await repo.frozenLots()).map(present),
    numbered: async (prefix: string): Promise<QualityLot[]> =>
      (await repo.lotsNumbered(prefix)).map(present),
  };
}
