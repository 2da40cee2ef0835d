import type { ShippingRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';
import { demoShippingRule, SHIPPING_RULE_KEY } from '../../db/seed/commerce.ts';

/** The operator's free-shipping thresholds and fee (site_config), else the shop's defaults. */
export async function readShippingRule(db: DbOrTx): Promise<ShippingRule> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, SHIPPING_RULE_KEY));
  const v = row?.value as Partial<ShippingRule> | undefined;
  const int = (x: unknown, d: number) =>
    Number.isSafeInteger(x) && (x as number) >= 0 ? (x as number) : d;
  return {
    thresholdFen: int(v?.thresholdFen, demoShippingRule.thresholdFen),
    preferredThresholdFen: int(v?.preferredThresholdFen, demoShippingRule.preferredThresholdFen),
    feeFen: int(v?.feeFen, demoShippingRule.feeFen),
  };
}
