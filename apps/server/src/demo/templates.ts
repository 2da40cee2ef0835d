import { type Maker, maker, type Pool } from './manufacturers.ts';
import { hashString, Random } from './random.ts';

/**
 * What approval number a product carries: 国药准字H/Z/S for chemical, Chinese
 * patent and biological drugs, 械 for devices, 卫消证字 for disinfectants,
 * 国食健注 for health foods and none for herbal pieces.
 */
export type Approval = 'H' | 'Z' | 'S' | 'device' | 'disinfect' | 'health' | 'herb';

/** How a goods row is flagged and which zone it may join. */
export type Segment = 'drug' | 'herb' | 'device' | 'health';

/**
 * A product line shared by goods rows. Lists are written as compact strings,
 * one product a line: `name;spec|spec/unit;selling point;extras`. Extras:
 * `rx`/`otc` override the group, `w3` weights the pick, `@maker` pins a maker
 * (brands belong to one company), `zs:root/child` sets the clinic category,
 * `H`/`Z`/`S`/`X` the approval kind (X = disinfectant), `p:lo-hi` the price in
 * fen, `form:剂型` the dosage form.
 */
export type Group = {
  segment: Segment;
  /** 'root/child' in the main tree. */
  category: string;
  /** 'root/child' in the zs tree; goods of the group may join the clinic zone. */
  zone?: string;
  /** Share of the group's goods marked for the clinic zone. */
  clinicRate?: number;
  pool: Pool;
  approval: Approval;
  rx?: boolean;
  /** Wholesale price range in fen for the smallest spec. */
  price: readonly [number, number];
  unit?: string;
  form?: string;
  items: string[];
};

export type Spec = { text: string; unit: string };

export type Template = {
  name: string;
  specs: Spec[];
  remarks: string;
  segment: Segment;
  category: string;
  zone: string | undefined;
  /** 'zy' category for herbal pieces. */
  herbZone: string | undefined;
  clinicRate: number;
  makers: Maker[] | undefined;
  pool: Pool;
  approval: Approval;
  rx: boolean;
  otc: boolean;
  weight: number;
  dosageForm: string;
  /** Price of the first spec from a typical maker, in fen. */
  basePrice: number;
};

/** Dosage form from the product name; first match wins, so the order matters. */
const formRules: [RegExp, string][] = [
  [/注射/, '注射剂'],
  [/开塞露/, '灌肠剂'],
  // Before 散 and 胶: 分散片 is a tablet.
  [/片$/, '片剂'],
  [/胶囊/, '胶囊剂'],
  [/颗粒/, '颗粒剂'],
  [/口服液|口服溶液/, '口服液'],
  [/滴丸/, '滴丸剂'],
  [/糖浆|露$/, '糖浆剂'],
  [/干混悬剂|混悬液|混悬凝胶/, '混悬剂'],
  [/滴眼液/, '滴眼剂'],
  [/滴剂|滴耳液|滴鼻液/, '滴剂'],
  [/粉雾剂|吸入/, '吸入制剂'],
  [/气雾剂/, '气雾剂'],
  [/喷雾剂/, '喷雾剂'],
  [/眼膏|软膏|痔疮膏/, '软膏剂'],
  [/乳膏/, '乳膏剂'],
  [/乳胶剂/, '乳胶剂'],
  [/凝胶膏|贴膏|巴布膏|止痛膏|壮骨膏|白药膏|祛痛膏/, '贴膏剂'],
  [/凝胶/, '凝胶剂'],
  [/枇杷膏/, '煎膏剂'],
  [/栓/, '栓剂'],
  [/丸/, '丸剂'],
  [/散/, '散剂'],
  [/正气水|酊/, '酊剂'],
  [/油$/, '搽剂'],
  [/洗剂|洗液/, '洗剂'],
  [/含漱液/, '含漱剂'],
  [/液|饮$|浆$/, '合剂'],
  [/片/, '片剂'],
  [/粉$/, '粉剂'],
  [/^阿胶$/, '胶剂'],
];

export function dosageFormOf(name: string): string {
  // A bracketed brand such as (999) says nothing about the form.
  const bare = name.replace(/\(.*\)$/, '');
  for (const [re, form] of formRules) if (re.test(bare)) return form;
  return '其他';
}

function parseSpecs(text: string, unit: string): Spec[] {
  return text.split('|').map((s) => {
    const slash = s.lastIndexOf('/');
    return slash < 0 ? { text: s, unit } : { text: s.slice(0, slash), unit: s.slice(slash + 1) };
  });
}

export function parseGroup(group: Group, herbZone?: string): Template[] {
  return group.items.map((line) => {
    const [name, specText, remarks, extraText = ''] = line.split(';');
    if (!name || !specText || remarks === undefined) throw new Error(`seed: bad line ${line}`);
    let rx = group.rx ?? false;
    let weight = 1;
    let zone = group.zone;
    let approval = group.approval;
    let price: readonly [number, number] = group.price;
    let form = group.form;
    const pinned: Maker[] = [];
    for (const token of extraText.split(' ').filter(Boolean)) {
      if (token === 'rx') rx = true;
      else if (token === 'otc') rx = false;
      else if (/^w\d+$/.test(token)) weight = Number(token.slice(1));
      else if (token.startsWith('@')) pinned.push(maker(token.slice(1)));
      else if (token.startsWith('zs:')) zone = token.slice(3);
      else if (token.startsWith('form:')) form = token.slice(5);
      else if (token.startsWith('p:'))
        price = token.slice(2).split('-').map(Number) as [number, number];
      else if (token === 'H' || token === 'Z' || token === 'S') approval = token;
      else if (token === 'X') approval = 'disinfect';
      else throw new Error(`seed: unknown extra ${token} in ${line}`);
    }
    const isDrug = group.segment === 'drug';
    // Seeded by the name, so a product's price doesn't move when lists are edited.
    const priceRandom = new Random(hashString(name));
    return {
      name,
      specs: parseSpecs(specText, group.unit ?? '盒'),
      remarks,
      segment: group.segment,
      category: group.category,
      zone,
      herbZone,
      clinicRate: zone ? (group.clinicRate ?? 0.2) : 0,
      makers: pinned.length > 0 ? pinned : undefined,
      pool: group.pool,
      approval,
      rx: isDrug && rx,
      otc: isDrug && !rx,
      weight,
      dosageForm: form ?? dosageFormOf(name),
      basePrice: Math.round(priceRandom.logUniform(price[0], price[1])),
    };
  });
}

export type GroupOptions = Partial<Omit<Group, 'category' | 'items'>>;

/** A chemical-drug group; most need a prescription, so rx is the default. */
export const chem = (category: string, opts: GroupOptions, items: string[]): Group => ({
  segment: 'drug',
  pool: 'chem',
  approval: 'H',
  rx: true,
  price: [300, 3000],
  ...opts,
  category,
  items,
});

/** A Chinese patent medicine group (中成药); most are sold over the counter. */
export const tcm = (category: string, opts: GroupOptions, items: string[]): Group => ({
  segment: 'drug',
  pool: 'tcm',
  approval: 'Z',
  rx: false,
  price: [400, 4000],
  ...opts,
  category,
  items,
});
