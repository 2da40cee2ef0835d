import type { ShippingRule } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type ReadPart, readTogether } from '../../db/read-together.ts';
import type { SettingsService } from '../settings/index.ts';
import type { DiscountData } from './discounts.ts';
import type { Context, Reads } from './line-kind.ts';
import type { CheckoutRegistry } from './registry.ts';

// What a purchase is priced and checked with: read now inside the caller's
// transaction (step 2, the order), or from caches a few seconds old (the cart
// page). The registered kinds and modifiers say what they read; the order
// sends every read it can in one statement.

type Read<T> = { [K in keyof T]: T[K] extends ReadPart<infer V> ? V : never };

export function contextReads(db: Db, registry: CheckoutRegistry, settings: SettingsService) {
  const readers = () => {
    const out: { name: string; reads: Reads<unknown> }[] = [];
    for (const k of registry.kinds()) if (k.reads) out.push({ name: k.name, reads: k.reads });
    for (const m of registry.modifiers()) out.push({ name: m.name, reads: m.reads });
    return out;
  };

  return {
    /**
     * Read now, with the caller's own reads (an order's address) in the same
     * statement: an order is a handful of round trips, each of them costly.
     */
    async fresh<P extends Record<string, ReadPart<unknown>>>(
      tx: DbOrTx,
      companyId: number,
      goodsIds: number[],
      more: P,
    ): Promise<{ context: Context; read: Read<P> }> {
      const credit = registry.creditOf();
      const all = readers();
      const own: Record<string, ReadPart<unknown>> = {
        'checkout:discounts': registry.discountsOf().part(companyId, goodsIds),
        'checkout:rule': settings.shippingRulePart(),
        ...(credit ? { 'checkout:credit': credit.part(companyId) } : {}),
      };
      for (const r of all) if (r.reads.part) own[r.name] = r.reads.part(companyId, goodsIds);
      const read = (await readTogether(tx, { ...more, ...own })) as Record<string, unknown>;
      const reads = new Map<string, unknown>();
      for (const r of all)
        reads.set(r.name, r.reads.part ? read[r.name] : await r.reads.now(tx, companyId, goodsIds));
      const context: Context = {
        ...(read['checkout:discounts'] as DiscountData),
        shippingRule: read['checkout:rule'] as ShippingRule,
        sameDeliveryFen: (read['checkout:credit'] as number | undefined) ?? 0,
        reads,
      };
      return { context, read: read as Read<P> };
    },

    /** From caches a few seconds old: what the cart page may show, never charge. */
    async display(companyId: number, goodsIds: number[]): Promise<Context> {
      const credit = registry.creditOf();
      const all = readers();
      const [discounts, shippingRule, sameDeliveryFen, ...own] = await Promise.all([
        registry.discountsOf().cached(companyId, goodsIds),
        settings.shippingRuleCached(),
        credit ? credit.cached(db, companyId) : 0,
        ...all.map((r) => r.reads.cached(companyId, goodsIds)),
      ]);
      return {
        ...discounts,
        shippingRule,
        sameDeliveryFen,
        reads: new Map(all.map((r, i) => [r.name, own[i]])),
      };
    },
  };
}

export type ContextReads = ReturnType<typeof contextReads>;
