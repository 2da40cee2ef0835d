import {
  type BuyRefusal,
  drugClassRefusal,
  drugClassTip,
  OUTSIDE_SCOPE_TIP,
  outsideLicence,
  outsideScope,
  scopeRefusal,
} from '@shop/domain';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { GoodsRow } from '../catalog/index.ts';
import type { ComplianceGoods } from './line-kind.ts';

// The compliance step of the checkout funnel: which goods a company may buy
// at all, whatever the line's kind or number. Every way goods enter a
// purchase runs it (adding to the cart, checking out, step 2, the order, a
// package's goods, a group-buy), so a rule registered here holds everywhere.
// The 经营范围, 药品分类 and 控销 rules are the first three; the
// 含特殊药品复方制剂 rule (special-compound.ts: the purchaser's authorisation,
// no packages) registers the same way, and its limits, which count, are a
// step of their own in refusal-step.ts.

/**
 * One compliance rule. `refuse`: the company may not buy the goods at all,
 * and is told so at every step, adding to the cart included. `hold`: the
 * goods may wait in the cart, unselected, with `tip` (its buy_tip); checking
 * out is refused, and ordering answers `error`.
 */
export type RefusalRule = {
  readonly name: string;
  refuse?(goods: ComplianceGoods, buyer: Buyer): BuyRefusal | null;
  /** Refuses goods a line buys beyond its own (a package's items) that may not be bought so. */
  refuseItem?(goods: ComplianceGoods, buyer: Buyer): BuyRefusal | null;
  hold?(goods: ComplianceGoods, buyer: Buyer): { tip: string; error: AppError } | null;
};

export const complianceOf = (g: GoodsRow): ComplianceGoods => ({
  goodsId: g.id,
  name: g.name,
  unit: g.unit,
  kind: g.kind,
  isDevice: g.isDevice,
  isHealth: g.isHealth,
  approvalNumber: g.approvalNumber,
  isControlled: g.isControlled,
  drugClass: g.drugClass,
  isSpecialCompound: g.isSpecialCompound,
  specialOrderLimit: g.specialOrderLimit,
  specialMonthLimit: g.specialMonthLimit,
});

/** 经营范围: a goods outside the classes the company's licences allow is refused (docs/decisions/2026-11-26-business-scope.md). */
export const scopeRule: RefusalRule = {
  name: 'business-scope',
  refuse: (g, buyer) => scopeRefusal([g], buyer.company.scope),
  // Staff may narrow the scope after the goods went into the cart.
  hold: (g, buyer) =>
    outsideScope(g, buyer.company.scope)
      ? {
          tip: OUTSIDE_SCOPE_TIP,
          error: new AppError('bad_request', `${g.name} ${OUTSIDE_SCOPE_TIP}`),
        }
      : null,
};

/** 药品分类: a drug of a class the company's licence lacks is refused (docs/decisions/2026-11-28-drug-class.md). */
export const drugClassRule: RefusalRule = {
  name: 'drug-class',
  refuse: (g, buyer) => drugClassRefusal([g], buyer.company.drugClasses),
  // Staff may narrow the licence after the goods went into the cart.
  hold: (g, buyer) => {
    const c = outsideLicence(g.drugClass, buyer.company.drugClasses);
    if (!c) return null;
    const tip = drugClassTip(c, buyer.company.drugClasses);
    return { tip, error: new AppError('bad_request', `${tip}（${g.name}）`) };
  },
};

/** 控销: controlled goods wait in the cart until staff authorise the company (docs/decisions/2026-11-25-controlled-goods.md). */
export const controlledSalesRule: RefusalRule = {
  name: 'controlled-sales',
  hold: (g, buyer) =>
    g.isControlled && !buyer.company.controlledSales
      ? {
          tip: '控销品种，授权后可购买',
          error: new AppError('forbidden', `${g.name} 为控销品种，授权后可购买`),
        }
      : null,
};

/** The registered rules as the funnel runs them. */
export function compliance(rules: readonly RefusalRule[]) {
  /** The first refusal of these goods, or null (hold is not a refusal here). */
  const refusal = (goods: readonly ComplianceGoods[], buyer: Buyer): BuyRefusal | null => {
    for (const g of goods)
      for (const r of rules) {
        const refused = r.refuse?.(g, buyer);
        if (refused) return refused;
      }
    return null;
  };
  /** The first rule holding the goods back, or null. */
  const held = (g: ComplianceGoods, buyer: Buyer) => {
    for (const r of rules) {
      const h = r.hold?.(g, buyer);
      if (h) return h;
    }
    return null;
  };
  return {
    refusal,
    held,
    /**
     * Goods a line buys beyond its own (a package's items), which cannot wait
     * in the cart: a rule that only holds goods back throws its error; then
     * the first refusal, or null.
     */
    strict(goods: readonly ComplianceGoods[], buyer: Buyer): BuyRefusal | null {
      for (const g of goods)
        for (const r of rules) {
          const h = r.refuse ? null : r.hold?.(g, buyer);
          if (h) throw h.error;
        }
      const refused = refusal(goods, buyer);
      if (refused) return refused;
      for (const g of goods)
        for (const r of rules) {
          const item = r.refuseItem?.(g, buyer);
          if (item) return item;
        }
      return null;
    },
  };
}

export type Compliance = ReturnType<typeof compliance>;
