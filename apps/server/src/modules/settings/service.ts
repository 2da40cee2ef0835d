import { CREDIT_GRACE_DAYS } from '@shop/contract';
import type { ShippingRule } from '@shop/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { settingSql, settingsRepo } from './repo.ts';

// The operator's settings (site_config): one module reads and writes them, the
// others ask it. A malformed stored value falls back to the shop's default
// instead of breaking a page.

export const SHIPPING_RULE_KEY = 'shipping_rule';
export const SITE_KEY = 'site';
export const ORDER_RULE_KEY = 'order_rule';
export const RETURN_ADDRESS_KEY = 'return_address';
/** Months before expiry that count as 近效期: a JSON integer, read by inventory's SQL too. */
export const NEAR_EXPIRY_KEY = 'near_expiry_months';
export const CREDIT_GRACE_KEY = 'credit_grace_days';

/** The stored grace days, or the default when missing or malformed. */
export const parseGraceDays = (v: unknown) =>
  typeof v === 'number' &&
  Number.isInteger(v) &&
  v >= CREDIT_GRACE_DAYS.min &&
  v <= CREDIT_GRACE_DAYS.max
    ? v
    : CREDIT_GRACE_DAYS.default;
/** An operator changed the settings: every process reads them again. */
const SETTINGS_CHANGED = 'settings_changed';

/** Free shipping from ¥800 (¥500 for 优选 goods), otherwise ¥10. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = {
  thresholdFen: 80_000,
  preferredThresholdFen: 50_000,
  feeFen: 1_000,
};

const fen = z.number().int().min(0).max(100_000_000);
const shippingRuleSchema = z.object({
  thresholdFen: fen.catch(DEFAULT_SHIPPING_RULE.thresholdFen),
  preferredThresholdFen: fen.catch(DEFAULT_SHIPPING_RULE.preferredThresholdFen),
  feeFen: fen.catch(DEFAULT_SHIPPING_RULE.feeFen),
});

/** How long an order waits for payment, and for the buyer to confirm receipt. */
export type OrderRule = { payMinutes: number; confirmDays: number };

export const parseOrderRule = (v: unknown, defaults: OrderRule): OrderRule =>
  z
    .object({
      payMinutes: z.number().int().min(1).max(10_080).catch(defaults.payMinutes),
      confirmDays: z.number().int().min(1).max(60).catch(defaults.confirmDays),
    })
    .parse(typeof v === 'object' && v !== null ? v : {});

const siteFields = z.object({
  title: z.string().catch('药采商城'),
  hot_line: z.string().catch(''),
  complaint_line: z.string().catch(''),
  qq1: z.string().catch(''),
  qq2: z.string().catch(''),
  service_hours: z.string().catch(''),
  company: z.string().catch(''),
  address: z.string().catch(''),
  icp: z.string().catch(''),
});
export const siteSchema = siteFields.catch(() => siteFields.parse({}));
export type SiteInfo = z.infer<typeof siteSchema>;

const licencesSchema = z.array(z.object({ name: z.string(), number: z.string() })).catch([]);
const qualitySchema = z
  .object({ quality_inspection_url: z.string(), msg: z.string() })
  .catch({ quality_inspection_url: '', msg: '' });

/** Where buyers send goods back (an approved 退货): '' fields until the operator sets them. */
const returnAddressFields = z.object({
  receiver: z.string().catch(''),
  phone: z.string().catch(''),
  address: z.string().catch(''),
});
export const returnAddressSchema = returnAddressFields.catch(() => returnAddressFields.parse({}));
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

export type SiteSettings = {
  site: SiteInfo;
  licences: z.infer<typeof licencesSchema>;
  qualityInspection: z.infer<typeof qualitySchema>;
};

export const parseRule = (v: unknown): ShippingRule =>
  shippingRuleSchema.parse(typeof v === 'object' && v !== null ? v : {});

export function settingsService(db: Db, bus: Bus, orderDefaults: OrderRule, ttlMs = 60_000) {
  const rules = ttlCache<ShippingRule>(5_000, 1, { serveStale: true, name: 'shipping rule' });
  const orderRules = ttlCache<OrderRule>(5_000, 1, { serveStale: true, name: 'order rule' });
  const sites = ttlCache<SiteSettings>(ttlMs, 1, { serveStale: true, name: 'site settings' });
  const returns = ttlCache<ReturnAddress | null>(ttlMs, 1, {
    serveStale: true,
    name: 'return address',
  });
  const graceDays = ttlCache<number>(5_000, 1, { serveStale: true, name: 'credit grace days' });
  const forget = () => {
    graceDays.clear();
    rules.clear();
    orderRules.clear();
    sites.clear();
    returns.clear();
  };
  bus.subscribe(SETTINGS_CHANGED, forget);

  return {
    /** The rule read now as part of an order's single read. */
    shippingRulePart: (): ReadPart<ShippingRule> => ({
      sql: settingSql(SHIPPING_RULE_KEY),
      parse: parseRule,
    }),

    /** At most a few seconds old: what the cart page shows. */
    shippingRuleCached: () =>
      rules.get('', async () => parseRule(await settingsRepo(db).get(SHIPPING_RULE_KEY))),

    /** The order timings, at most a few seconds old; the environment's until an operator sets them. */
    orderRuleCached: () =>
      orderRules.get('', async () =>
        parseOrderRule(await settingsRepo(db).get(ORDER_RULE_KEY), orderDefaults),
      ),

    orderDefaults,

    /** 账期宽限期 in days, at most a few seconds old (the credit module's overdue block). */
    creditGraceDays: () =>
      graceDays.get('', async () => parseGraceDays(await settingsRepo(db).get(CREDIT_GRACE_KEY))),

    /** Site name, hotlines, licences shown in the footer: read on every page, cached a minute. */
    site: () =>
      sites.get('', async () => {
        const v = await settingsRepo(db).many(['site', 'licences', 'quality_inspection']);
        return {
          site: siteSchema.parse(v.get('site') ?? {}),
          licences: licencesSchema.parse(v.get('licences')),
          qualityInspection: qualitySchema.parse(v.get('quality_inspection')),
        };
      }),

    /**
     * The shop's return address for approved 退货 (the notice and the buyer's
     * request show it); null until the operator has set an address.
     */
    returnAddress: () =>
      returns.get('', async () => {
        const a = returnAddressSchema.parse((await settingsRepo(db).get(RETURN_ADDRESS_KEY)) ?? {});
        return a.address.trim() ? a : null;
      }),

    /** Called after an operator's change committed: every process forgets its copies. */
    async changed() {
      forget();
      await bus.publish(SETTINGS_CHANGED, '');
    },

    /** A secret generated once and kept for every process (e.g. a payment provider's key). */
    async secret(key: string, generate: () => string): Promise<string> {
      return String(await settingsRepo(db).putIfAbsent(key, generate()));
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
