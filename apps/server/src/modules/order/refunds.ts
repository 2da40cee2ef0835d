import type { DbOrTx } from '../../db/client.ts';

/** Money already sent back for an order one way: `method` is 'balance' or the provider's name. */
export type RefundedMoney = { method: string; fen: number };

/**
 * Reads what one refunding module has sent back for an order (after-sales
 * refunds of lines; payments given back whole when a paid order was
 * cancelled). Those modules sit above or beside orders, so the composition
 * hands their reads in; the order only shows the figures.
 */
export type OrderRefunds = (db: DbOrTx, orderId: number) => Promise<RefundedMoney[]>;

/** Every source's refunds of the order, in one list. */
export function allRefunds(sources: OrderRefunds[]): OrderRefunds {
  return async (db, orderId) =>
    (await Promise.all(sources.map((read) => read(db, orderId)))).flat();
}
