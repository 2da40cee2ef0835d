import type { AdminSettings, SettingsPutBody } from '@shop/contract';
import { formatYuan, parseYuan, type ShippingRule } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { settingsRepo } from './repo.ts';
import {
  ORDER_RULE_KEY,
  type OrderRule,
  parseOrderRule,
  parseRule,
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
> & {
  unpaid_minutes?: number | undefined;
  confirm_days?: number | undefined;
  free_shipping_threshold?: string | undefined;
  preferred_free_shipping_threshold?: string | undefined;
  shipping_fee?: string | undefined;
};

function present(site: SiteInfo, rule: ShippingRule, order: OrderRule): AdminSettings {
  return {
    ...site,
    free_shipping_threshold: formatYuan(rule.thresholdFen),
    preferred_free_shipping_threshold: formatYuan(rule.preferredThresholdFen),
    shipping_fee: formatYuan(rule.feeFen),
    unpaid_minutes: order.payMinutes,
    confirm_days: order.confirmDays,
  };
}

const fen = (y: string | undefined, old: number) => (y === undefined ? old : (parseYuan(y) ?? old));

/** The console's site settings: the footer's lines, the shipping rule and the order timings. */
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
    // Keys of the stored site object this console does not know are kept as they are.
    rawSite: (v.get(SITE_KEY) ?? {}) as Record<string, unknown>,
  });

  return {
    async get() {
      const keys = [SITE_KEY, SHIPPING_RULE_KEY, ORDER_RULE_KEY];
      const { site, rule, order } = read(await settingsRepo(db).many(keys));
      return present(site, rule, order);
    },

    async put(actor: Actor, body: Put) {
      const {
        free_shipping_threshold: threshold,
        preferred_free_shipping_threshold: preferred,
        shipping_fee: fee,
        unpaid_minutes: payMinutes,
        confirm_days: confirmDays,
        ...siteFields
      } = body;
      const after = await db.transaction(async (tx) => {
        const repo = settingsRepo(tx);
        const before = read(await repo.lockMany([SITE_KEY, SHIPPING_RULE_KEY, ORDER_RULE_KEY]));
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
        const was = present(before.site, before.rule, before.order);
        const now = present(site, rule, order);
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
