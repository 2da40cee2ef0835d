import { and, eq } from 'drizzle-orm';
import { goods } from '../db/schema/index.ts';

/**
 * Goods a demo promotion may take: on view, sold to anyone licensed (not
 * 控销), and in no other activity yet. Each promotion adds its own stock and
 * price floor and its own slice of the ids, so two never pick the same goods.
 */
export const plainGoods = () =>
  and(eq(goods.isHidden, false), eq(goods.isControlled, false), eq(goods.activityType, 0));
