import type { Goods, NewCustomerList } from '@shop/contract';
import { formatYuan, windowState } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { newCustomerLineKind } from './line-kind.ts';
import { type NewCustomerRow, newCustomerRepo } from './repo.ts';

// 新人特价 for buyers: the page's list, and the rules its line kind
// (line-kind.ts) gives the checkout funnel. Decision:
// docs/decisions/2026-11-25-new-customer-offer.md.

const CHANGED = 'xr_changed';

export const NEW_CUSTOMER_MESSAGES = {
  notNew: '仅限新客户购买',
  bought: '新人特价商品每家仅可购买一次',
  upcoming: '活动未开始',
  ended: '活动已结束',
  gone: '该商品不是新人特价商品',
} as const;

/** 0 upcoming, 1 running, 2 ended (a stopped offer reads as ended to buyers). */
export function newCustomerStatus(
  r: Pick<NewCustomerRow, 'startsAt' | 'endsAt' | 'enabled'>,
  now = new Date(),
) {
  const state = windowState(r, now);
  return state === 'upcoming' ? 0 : state === 'running' ? 1 : 2;
}

export function newCustomerService({ db, bus }: { db: Db; bus: Bus }) {
  // Checkout prices synchronously, so the offers are held here by goods id:
  // read at start, after every staff write (every process, by the bus), and
  // again inside the order's transaction when its rule is checked.
  const held = new Map<number, NewCustomerRow>();
  let loaded: Promise<void> | null = null;
  async function reload(via: DbOrTx = db) {
    const all = await newCustomerRepo(via).all();
    held.clear();
    for (const r of all) held.set(r.goodsId, r);
  }
  bus.subscribe(CHANGED, () => {
    loaded = reload().catch(() => {});
  });
  const ready = () => {
    loaded ??= reload().catch(() => {
      loaded = null;
    });
    return loaded;
  };
  const announce = () => bus.publish(CHANGED, '1');
  /** An offer read now: the held copy takes it too. */
  const remember = (r: NewCustomerRow | null) => {
    if (r) held.set(r.goodsId, r);
  };

  /** Why this company may not buy `quantity` of the goods now; null when it may. */
  async function why(tx: DbOrTx, companyId: number, r: NewCustomerRow | null, quantity: number) {
    if (!r) throw new AppError('not_found', NEW_CUSTOMER_MESSAGES.gone);
    const s = newCustomerStatus(r);
    if (s === 0) throw new AppError('bad_request', NEW_CUSTOMER_MESSAGES.upcoming);
    if (s === 2) throw new AppError('bad_request', NEW_CUSTOMER_MESSAGES.ended);
    const repo = newCustomerRepo(tx);
    if (!(await repo.isNew(companyId)))
      throw new AppError('forbidden', NEW_CUSTOMER_MESSAGES.notNew);
    if ((await repo.claimed(companyId)).has(r.goodsId))
      throw new AppError('conflict', NEW_CUSTOMER_MESSAGES.bought);
    return quantity > r.limitPerBuyer ? r.limitPerBuyer : null;
  }

  const kind = newCustomerLineKind({
    held: (goodsId) => held.get(goodsId),
    remember,
    running: (r) => newCustomerStatus(r) === 1,
    why,
    bought: NEW_CUSTOMER_MESSAGES.bought,
  });

  return {
    kind,
    ready,
    reload,
    announce,

    /** GET /api/new-customer: the running and upcoming offers with what this buyer may do. */
    async page(
      buyer: Buyer | null,
      goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>,
    ): Promise<NewCustomerList> {
      await reload();
      const shown = [...held.values()]
        .filter((r) => r.enabled && newCustomerStatus(r) !== 2)
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      const goods = new Map(
        (
          await goodsByIds(
            shown.map((r) => r.goodsId),
            buyer,
          )
        ).map((g) => [g.id, g]),
      );
      const repo = newCustomerRepo(db);
      const isNew = buyer ? await repo.isNew(buyer.company.id) : false;
      const bought = buyer ? await repo.claimed(buyer.company.id) : new Set<number>();
      const now = new Date();
      return {
        is_new: isNew,
        now: now.toISOString(),
        list: shown.flatMap((r) => {
          const g = goods.get(r.goodsId);
          if (!g) return [];
          const status = newCustomerStatus(r, now);
          const reason = !buyer
            ? '登录后查看'
            : !isNew
              ? NEW_CUSTOMER_MESSAGES.notNew
              : bought.has(r.goodsId)
                ? NEW_CUSTOMER_MESSAGES.bought
                : status === 0
                  ? NEW_CUSTOMER_MESSAGES.upcoming
                  : '';
          return [
            {
              ...g,
              xr_id: r.id,
              xr_price: g.price === null ? null : formatYuan(r.priceFen),
              xr_limit: r.limitPerBuyer,
              start_time: r.startsAt.toISOString(),
              end_time: r.endsAt.toISOString(),
              status,
              can_buy: reason === '',
              reason,
            },
          ];
        }),
      };
    },
  };
}

export type NewCustomerService = ReturnType<typeof newCustomerService>;
