import { and, eq, inArray } from 'drizzle-orm';
import { goods } from '../db/schema/index.ts';

/**
 * Goods a demo promotion may take: on view, sold to anyone licensed (not
 * 控销), and in no other activity yet. Each promotion adds its own stock and
 * price floor and its own slice of the ids, so two never pick the same goods.
 */
export const plainGoods = () =>
  and(eq(goods.isHidden, false), eq(goods.isControlled, false), eq(goods.activityType, 0));

/**
 * A visible OTC goods in no activity that any approved buyer may order and
 * that ships without conditions (not 含特, not cold chain, not near expiry):
 * what the demo's paid orders (账期, 对公转账, the recall) are made of; each
 * adds its own lot, warehouse and id slice.
 */
export const plainOtcGoods = () =>
  and(
    eq(goods.isHidden, false),
    eq(goods.activityType, 0),
    inArray(goods.drugClass, ['otc_a', 'otc_b']),
    eq(goods.isSpecialCompound, false),
    eq(goods.isColdChain, false),
    eq(goods.isShortExpiry, false),
  );
