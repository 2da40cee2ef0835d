// The classes a licence names: goods classes (经营范围) and drug classes
// (药品分类: 处方药, 甲类/乙类非处方药), apart from the rules on them
// (business-scope.ts, drug-class.ts), so a refusal can name a class without
// importing the rules.

export const businessScopes = {
  chemical: '化学药制剂',
  antibiotic: '抗生素制剂',
  patent: '中成药',
  herbal_pieces: '中药饮片',
  biological: '生物制品（除疫苗）',
  device: '医疗器械',
  health_food: '保健食品',
  cosmetics: '化妆品',
} as const;
export type BusinessScope = keyof typeof businessScopes;

// 药品分类管理: a goods is a prescription drug (处方药), an OTC drug of class A
// (甲类, red mark) or class B (乙类, green mark), or no drug at all ('none').
export const drugClasses = {
  rx: '处方药',
  otc_a: '甲类非处方药',
  otc_b: '乙类非处方药',
} as const;
export type DrugClass = keyof typeof drugClasses;
/** A goods' class: one of the licensed classes, or none (not a drug). */
export type GoodsDrugClass = DrugClass | 'none';
export const goodsDrugClasses = ['rx', 'otc_a', 'otc_b', 'none'] as const;

/** What a company is licensed for when nothing narrower is recorded: every class. */
export const ALL_DRUG_CLASSES: readonly DrugClass[] = ['rx', 'otc_a', 'otc_b'];

export const isDrugClass = (c: string): c is DrugClass => Object.hasOwn(drugClasses, c);
