import type { BuyRefusal, GoodsRef } from './buy-refusal.ts';
import { ALL_DRUG_CLASSES, type DrugClass, drugClasses, isDrugClass } from './scope-classes.ts';

// 药品分类管理: a goods is a prescription drug (处方药), an OTC drug of class A
// (甲类, red mark) or class B (乙类, green mark), or no drug at all (devices,
// foods, health products: 'none', governed by the 经营范围 only). A company's
// licence says which of the three it may buy; a 乙类非处方药 counter buys only
// otc_b. Decision: docs/decisions/2026-11-28-drug-class.md.

export {
  ALL_DRUG_CLASSES,
  type DrugClass,
  drugClasses,
  type GoodsDrugClass,
  goodsDrugClasses,
  isDrugClass,
} from './scope-classes.ts';

/**
 * The drug classes a company of the kind registers with, and what the
 * reviewer's approval form starts from: a 乙类非处方药零售 counter's licence
 * allows OTC class B only; pharmacies and medical institutions every class.
 */
export function licensedClassesOf(companyKind: string): DrugClass[] {
  return companyKind === 'otc_counter' ? ['otc_b'] : [...ALL_DRUG_CLASSES];
}

/** The goods' class when the company's licence lacks it, else null ('none' is never outside). */
export function outsideLicence(drugClass: string, licensed: readonly string[]): DrugClass | null {
  return isDrugClass(drugClass) && !licensed.includes(drugClass) ? drugClass : null;
}

/** The words of a licence, e.g. 仅可购买乙类非处方药. */
function licenceWords(licensed: readonly string[]): string {
  const names = ALL_DRUG_CLASSES.filter((c) => licensed.includes(c)).map((c) => drugClasses[c]);
  return names.length > 0 ? `仅可购买${names.join('、')}` : '不可购买药品';
}

/** Why a goods of the class cannot be bought, naming the rule: 处方药：贵店资质仅可购买乙类非处方药. */
export const drugClassTip = (c: DrugClass, licensed: readonly string[]) =>
  `${drugClasses[c]}：贵店资质${licenceWords(licensed)}`;

/** The first goods whose class the licence lacks, as a refusal, or null. */
export function drugClassRefusal(
  items: readonly ({ drugClass: string } & GoodsRef)[],
  licensed: readonly string[],
): BuyRefusal | null {
  for (const g of items) {
    const c = outsideLicence(g.drugClass, licensed);
    if (c)
      return {
        reason: 'drug_class',
        drugClass: c,
        licensed: ALL_DRUG_CLASSES.filter((l) => licensed.includes(l)),
        goodsId: g.goodsId,
        name: g.name,
        unit: g.unit,
      };
  }
  return null;
}
