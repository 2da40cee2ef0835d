import type { ShippingRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

export const SHIPPING_RULE_KEY = 'shipping_rule';

/** Free shipping from ¥800 (¥500 for 优选 goods), otherwise ¥10. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = {
  thresholdFen: 80_000,
  preferredThresholdFen: 50_000,
  feeFen: 1_000,
};

/** The operator's free-shipping thresholds and fee (site_config), else the shop's defaults. */
export async function readShippingRule(db: DbOrTx): Promise<ShippingRule> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, SHIPPING_RULE_KEY));
  const v = row?.value as Partial<ShippingRule> | undefined;
  const int = (x: unknown, d: number) =>
    Number.isSafeInteger(x) && (x as number) >= 0 ? (x as number) : d;
  return {
    thresholdFen: int(v?.thresholdFen, DEFAULT_SHIPPING_RULE.thresholdFen),
    preferredThresholdFen: int(
      v?.preferredThresholdFen,
      DEFAULT_SHIPPING_RULE.preferredThresholdFen,
    ),
    feeFen: int(v?.feeFen, DEFAULT_SHIPPING_RULE.feeFen),
  };
}
