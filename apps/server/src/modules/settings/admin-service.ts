import { type AdminSettings, NEAR_EXPIRY_MONTHS, type SettingsPutBody } from '@shop/contract';
import { formatYuan, parseYuan, type ShippingRule } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { settingsRepo } from './repo.ts';
import {
  CREDIT_GRACE_KEY,
  NEAR_EXPIRY_KEY,
  ORDER_RULE_KEY,
  type OrderRule,
  parseGraceDays,
  parseOrderRule,
  parseRule,
  RETURN_ADDRESS_KEY,
  type ReturnAddress,
  returnAddressSchema,
  type SettingsService,
  SHIPPING_RULE_KEY,
  SITE_KEY,
  type SiteInfo,
  siteSchema,
} from './service.ts';

type Put = Omit<
  SettingsPutBody,
  | 'free_shipping_threshold'
  | 'preferred_free_shipping_threshold'
  | 'shipping_fee'
  | 'unpaid_minutes'
  | 'confirm_days'
  | 'near_expiry_months'
  | 'credit_grace_days'
  | 'return_receiver'
  | 'return_phone'
  | 'return_address'
> & {
  unpaid_minutes?: number | undefined;
  confirm_days?: number | undefined;
  near_expiry_months?: number | undefined;
  credit_grace_days?: number | undefined;
  free_shipping_threshold?: string | undefined;
  preferred_free_shipping_threshold?: string | undefined;
  shipping_fee?: string | undefined;
  return_receiver?: string | undefined;
  return_phone?: string | undefined;
  return_address?: string | undefined;
};

function present(
  site: SiteInfo,
  rule: ShippingRule,
  order: OrderRule,
  returns: ReturnAddress,
  nearMonths: number,
  graceDays: number,
): AdminSettings {
  return {
    ...site,
    return_receiver: returns.receiver,
    return_phone: returns.phone,
    return_address: returns.address,
    free_shipping_threshold: formatYuan(rule.thresholdFen),
    preferred_free_shipping_threshold: formatYuan(rule.preferredThresholdFen),
    shipping_fee: formatYuan(rule.feeFen),
    unpaid_minutes: order.payMinutes,
    confirm_days: order.confirmDays,
    near_expiry_months: nearMonths,
    credit_grace_days: graceDays,
  };
}

/** The stored months, or the default when missing or malformed (inventory's SQL reads the same key). */
const parseNearMonths = (v: unknown) =>
  typeof v === 'number' &&
  Number.isInteger(v) &&
  v >= NEAR_EXPIRY_MONTHS.min &&
  v <= NEAR_EXPIRY_MONTHS.max
    ? v
    : NEAR_EXPIRY_MONTHS.default;

const fen = (y: string | undefined, old: number) => (y === undefined ? old : (parseYuan(y) ?? old));

const KEYS = [
  SITE_KEY,
  SHIPPING_RULE_KEY,
  ORDER_RULE_KEY,
  RETURN_ADDRESS_KEY,
  NEAR_EXPIRY_KEY,
  CREDIT_GRACE_KEY,
];

/** The console's site settings: the footer's lines, the shipping rule, the order timings, the return address. */
export function settingsAdminService({
  db,
  audit,
  settings,
}: {
  db: Db;
  audit: Audit;
  settings: SettingsService;
}) {
  const read = (v: Map<string, unknown>) => ({
    site: siteSchema.parse(v.get(SITE_KEY) ?? {}),
    rule: parseRule(v.get(SHIPPING_RULE_KEY)),
    order: parseOrderRule(v.get(ORDER_RULE_KEY), settings.orderDefaults),
    returns: returnAddressSchema.parse(v.get(RETURN_ADDRESS_KEY) ?? {}),
    nearMonths: parseNearMonths(v.get(NEAR_EXPIRY_KEY)),
    graceDays: parseGraceDays(v.get(CREDIT_GRACE_KEY)),
    // Keys of the stored site object this console does not know are kept as they are.
    rawSite: (v.get(SITE_KEY) ?? {}) as Record<string, unknown>,
  });

  return {
    async get() {
      const { site, rule, order, returns, nearMonths, graceDays } = read(
        await settingsRepo(db).many(KEYS),
      );
      return present(site, rule, order, returns, nearMonths, graceDays);
    },

    async put(actor: Actor, body: Put) {
      const {
        free_shipping_threshold: threshold,
        preferred_free_shipping_threshold: preferred,
        shipping_fee: fee,
        unpaid_minutes: payMinutes,
        confirm_days: confirmDays,
        near_expiry_months: nearMonths,
        credit_grace_days: graceDays,
        return_receiver: receiver,
        return_phone: phone,
        return_address: address,
        ...siteFields
      } = body;
      const after = await db.transaction(async (tx) => {
        const repo = settingsRepo(tx);
        const before = read(await repo.lockMany(KEYS));
        const defined = Object.fromEntries(
          Object.entries(siteFields).filter(([, v]) => v !== undefined),
        );
        const site = { ...before.site, ...defined };
        const rule: ShippingRule = {
          thresholdFen: fen(threshold, before.rule.thresholdFen),
          preferredThresholdFen: fen(preferred, before.rule.preferredThresholdFen),
          feeFen: fen(fee, before.rule.feeFen),
        };
        const order: OrderRule = {
          payMinutes: payMinutes ?? before.order.payMinutes,
          confirmDays: confirmDays ?? before.order.confirmDays,
        };
        if (payMinutes !== undefined || confirmDays !== undefined)
          await repo.put(ORDER_RULE_KEY, order);
        if (Object.keys(defined).length > 0)
          await repo.put(SITE_KEY, { ...before.rawSite, ...site });
        if (threshold !== undefined || preferred !== undefined || fee !== undefined)
          await repo.put(SHIPPING_RULE_KEY, rule);
        const returns: ReturnAddress = {
          receiver: receiver ?? before.returns.receiver,
          phone: phone ?? before.returns.phone,
          address: address ?? before.returns.address,
        };
        if (receiver !== undefined || phone !== undefined || address !== undefined)
          await repo.put(RETURN_ADDRESS_KEY, returns);
        // Goods' 近效期 marks follow at the expiry job's next run.
        if (nearMonths !== undefined) await repo.put(NEAR_EXPIRY_KEY, nearMonths);
        const months = nearMonths ?? before.nearMonths;
        if (graceDays !== undefined) await repo.put(CREDIT_GRACE_KEY, graceDays);
        const grace = graceDays ?? before.graceDays;
        const was = present(
          before.site,
          before.rule,
          before.order,
          before.returns,
          before.nearMonths,
          before.graceDays,
        );
        const now = present(site, rule, order, returns, months, grace);
        const changed = (Object.keys(now) as (keyof AdminSettings)[]).filter(
          (k) => was[k] !== now[k],
        );
        await audit(tx, actor, {
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'site',
          before: Object.fromEntries(changed.map((k) => [k, was[k]])),
          after: Object.fromEntries(changed.map((k) => [k, now[k]])),
        });
        return now;
      });
      await settings.changed();
      return after;
    },
  };
}

export type SettingsAdminService = ReturnType<typeof settingsAdminService>;
