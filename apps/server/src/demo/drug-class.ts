import type { GoodsDrugClass } from '@shop/domain';
import type { goods } from '../db/schema/index.ts';
import { initials } from '../modules/catalog/index.ts';
import { approvalNumber } from './codes.ts';
import { maker } from './manufacturers.ts';
import { hashString } from './random.ts';
import type { Template } from './templates.ts';

// The goods row the demo writes (goods.ts names it too; not imported from there, which imports this file).
type GoodsInsert = typeof goods.$inferInsert;

// 药品分类 and the flags of the demo goods, read from the product line alone
// (no draw from the seed's random sequence, so every other row stays as it
// was): Rx lines (antibiotics among them) are 处方药; OTC lines 甲类 or 乙类
// as their packs say; what is not a drug has none.

/** OTC products sold as 乙类 (green mark); other OTC lines are mostly 甲类. */
const OTC_B =
  /维生素|板蓝根|健胃消食|乳酸菌素|开塞露|多维元素|葡萄糖酸钙|碳酸钙|风油精|清凉油|金嗓子|西瓜霜|红霉素软膏|炉甘石|创可贴|复方鱼腥草/;
/** 含特殊药品复方制剂: ephedrine (伪麻黄碱, the 麻 of 酚麻美敏), codeine, diphenoxylate, 复方甘草片. */
const SPECIAL_COMPOUND = /伪麻|麻黄碱|酚麻美敏|可待因|地芬诺酯|复方甘草片/;
/** Biologicals kept at 2-8 °C (the demo sells no vaccines). */
const COLD_CHAIN = /胰岛素|干扰素|促红素|生长激素|双歧杆菌三联活菌/;

function otcClass(name: string): GoodsDrugClass {
  // A bracketed brand such as (999) is the same product.
  const bare = name.replace(/\(.*\)$/, '');
  if (SPECIAL_COMPOUND.test(bare)) return 'otc_a';
  if (OTC_B.test(bare)) return 'otc_b';
  // The rest split about 3:2, by name, so one product has one class under every maker.
  return hashString(bare) % 5 < 3 ? 'otc_a' : 'otc_b';
}

/** The class and flags of a goods of this product line. */
export function drugClassOf(t: Pick<Template, 'name' | 'segment' | 'rx'>) {
  const drug = t.segment === 'drug';
  return {
    drugClass: (drug ? (t.rx ? 'rx' : otcClass(t.name)) : 'none') as GoodsDrugClass,
    isSpecialCompound: drug && SPECIAL_COMPOUND.test(t.name),
    isColdChain: drug && COLD_CHAIN.test(t.name),
    needsTraceCode: drug,
  };
}

type Special = {
  /** The generated row of this category that the product takes the place of. */
  category: string;
  name: string;
  spec: string;
  unit: string;
  remarks: string;
  maker: string;
  form: string;
  approval: 'H' | 'S';
  rx: boolean;
};

/**
 * Products the demo must show that no product line lists: insulin (冷链) and
 * 新康泰克 (含麻黄碱). Each takes the place of the first generated row of its
 * category past the small seeds tests use, keeping that row's numbers, so
 * the random sequence and every other row stay the same.
 */
const SPECIALS: Special[] = [
  {
    category: '感冒呼吸/感冒用药',
    name: '复方盐酸伪麻黄碱缓释胶囊(新康泰克)',
    spec: '10粒',
    unit: '盒',
    remarks: '用于减轻感冒、过敏性鼻炎引起的鼻塞、流涕、打喷嚏等症状',
    maker: '中美天津史克制药有限公司',
    form: '胶囊剂',
    approval: 'H',
    rx: false,
  },
  ...(
    [
      ['重组人胰岛素注射液', '用于治疗糖尿病'],
      ['精蛋白重组人胰岛素混合注射液(30/70)', '用于治疗需要胰岛素的糖尿病'],
      ['甘精胰岛素注射液', '用于治疗需要胰岛素的成人2型糖尿病'],
    ] as const
  ).map(([name, remarks]) => ({
    category: '内分泌代谢/降糖药',
    name,
    spec: '3ml:300单位',
    unit: '支',
    remarks,
    maker: '通化东宝药业股份有限公司',
    form: '注射剂',
    approval: 'S' as const,
    rx: true,
  })),
];

/** The specials as product lines (their class by name). */
export const specialLines = () =>
  SPECIALS.map((s) => ({ name: s.name, segment: 'drug' as const, rx: s.rx }));

/** Rows before this index are left as generated (test seeds are smaller). */
const FIRST_SPECIAL_INDEX = 200;

/** Replaces rows by the specials, each once, in the order the seed makes them. */
export function specials() {
  const waiting = [...SPECIALS];
  return (row: GoodsInsert, t: Template, index: number): GoodsInsert => {
    if (index < FIRST_SPECIAL_INDEX) return row;
    const at = waiting.findIndex((s) => s.category === t.category);
    if (at < 0) return row;
    const s = waiting.splice(at, 1)[0]!;
    const m = maker(s.maker);
    return {
      ...row,
      ...drugClassOf({ name: s.name, segment: 'drug', rx: s.rx }),
      name: s.name,
      nameInitials: initials(s.name),
      remarks: s.remarks,
      manufacturer: m.name,
      manufacturerInitials: initials(m.name),
      specification: s.spec,
      dosageForm: s.form,
      unit: s.unit,
      approvalNumber: approvalNumber(s.approval, s.name, m),
      tags: [],
    };
  };
}
