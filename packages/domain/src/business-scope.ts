import type { BuyRefusal, GoodsRef } from './buy-refusal.ts';
import type { BusinessScope } from './scope-classes.ts';

// 经营范围: which goods classes a company's licences let it buy, and which
// class a goods falls in. Decision: docs/decisions/2026-11-26-business-scope.md.

export { type BusinessScope, businessScopes } from './scope-classes.ts';

const DRUG_SHOP: readonly BusinessScope[] = [
  'chemical',
  'antibiotic',
  'patent',
  'herbal_pieces',
  'biological',
  'device',
  'health_food',
];
// A medical institution buys medicines and devices for its patients.
const MEDICAL: readonly BusinessScope[] = ['chemical', 'antibiotic', 'patent', 'device'];
// A 乙类非处方药 counter (in a supermarket, say) sells OTC B chemical and
// patent medicines beside its devices and health foods.
const OTC_COUNTER: readonly BusinessScope[] = ['chemical', 'patent', 'device', 'health_food'];

/**
 * The scope a company of the kind gets when staff approve it with none
 * recorded: what its licence (药品经营许可证 or 医疗机构执业许可证) usually
 * allows. Staff correct it in the buyer drawer.
 */
export function defaultScopeOf(companyKind: string): BusinessScope[] {
  if (companyKind === 'otc_counter') return [...OTC_COUNTER];
  return [...(companyKind === 'clinic' || companyKind === 'hospital' ? MEDICAL : DRUG_SHOP)];
}

/** The goods facts the class is read from: the catalogue's flags and the 批准文号. */
export type ScopeGoods = {
  kind: number;
  isDevice: boolean;
  isHealth: boolean;
  approvalNumber: string;
};

/**
 * The class a goods needs in the buyer's scope. The flags first (herbal
 * pieces carry no drug approval), then the approval number's class letter:
 * 国药准字Z Chinese patent, S biological, H and J (imported) chemical.
 * Antibiotics are H drugs too and no goods field tells them apart, so they
 * need `chemical` (the decision note says so).
 */
export function scopeClassOf(g: ScopeGoods): BusinessScope {
  if (g.kind === 1) return 'herbal_pieces';
  if (g.isDevice || /械/.test(g.approvalNumber)) return 'device';
  if (g.isHealth || /食健/.test(g.approvalNumber)) return 'health_food';
  if (/妆/.test(g.approvalNumber)) return 'cosmetics';
  const letter = /准字\s*([A-Z])/.exec(g.approvalNumber)?.[1];
  if (letter === 'Z') return 'patent';
  if (letter === 'S') return 'biological';
  return 'chemical';
}

/** The class the goods needs when the scope lacks it, else null. */
export function outsideScope(g: ScopeGoods, scope: readonly string[]): BusinessScope | null {
  const c = scopeClassOf(g);
  return scope.includes(c) ? null : c;
}

export const OUTSIDE_SCOPE_TIP = '超出经营范围';

/**
 * The one scope check of every way goods enter a company's purchase (cart
 * lines of any kind, packages, group-buy, the order): the first goods outside
 * the scope as a refusal, or null.
 */
export function scopeRefusal(
  items: readonly (ScopeGoods & GoodsRef)[],
  scope: readonly string[],
): BuyRefusal | null {
  for (const g of items) {
    const needed = outsideScope(g, scope);
    if (needed)
      return {
        reason: 'out_of_scope',
        scope: needed,
        goodsId: g.goodsId,
        name: g.name,
        unit: g.unit,
      };
  }
  return null;
}
