import type { OrderHooks } from './group-orders.ts';

/**
 * What the order service announces inside the transaction that changed an
 * order, for the modules that follow orders but are built above them
 * (group-buy holds and releases its members' orders, 满额返 settles on
 * completion). The composition makes the hub before all of them; each
 * follower subscribes in its own wiring. Subscribers run one after another
 * in the order's transaction, so a throw rolls the change back.
 */
export function orderEvents() {
  const subscribers: OrderHooks[] = [];
  const hooks: Required<OrderHooks> = {
    async paid(tx, order) {
      let now = order;
      for (const s of subscribers) if (s.paid) now = await s.paid(tx, now);
      return now;
    },
    async cancelledUnpaid(tx, order) {
      for (const s of subscribers) await s.cancelledUnpaid?.(tx, order);
    },
    async completed(tx, order) {
      for (const s of subscribers) await s.completed?.(tx, order);
    },
    async shipping(tx, parcel) {
      for (const s of subscribers) await s.shipping?.(tx, parcel);
    },
    async shipped(parcel) {
      for (const s of subscribers) await s.shipped?.(parcel);
    },
  };
  return {
    /** Given to the order service, which calls them. */
    hooks,
    subscribe(s: OrderHooks) {
      subscribers.push(s);
    },
  };
}

export type OrderEvents = ReturnType<typeof orderEvents>;
