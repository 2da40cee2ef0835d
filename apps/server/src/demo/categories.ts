import type { categories } from '../db/schema/index.ts';

type Tree = 'main' | 'zs' | 'zy';
type TreeSpec = [root: string, children: string[]][];

/** The shop menu. The first seven roots show in the home-page menu, so the big sellers lead. */
const main: TreeSpec = [
  [
    '抗感染药',
    ['青霉素类', '头孢类', '大环内酯类', '喹诺酮类', '抗真菌药', '抗病毒药', '其他抗菌药'],
  ],
  ['感冒呼吸', ['感冒用药', '解热镇痛', '止咳化痰', '平喘药', '咽喉用药', '抗过敏药']],
  ['心脑血管', ['降压药', '调血脂药', '抗心绞痛', '抗血栓药', '脑血管用药', '强心利尿']],
  ['消化系统', ['抑酸护胃', '胃肠动力', '止泻药', '通便药', '肝胆用药', '助消化']],
  ['中成药', ['清热解毒', '补益安神', '活血化瘀', '脾胃调理', '妇科调经', '风湿骨痛', '止咳平喘']],
  ['医疗器械', ['家用检测', '注射输液耗材', '防护用品', '敷料护理', '消毒用品', '康复理疗']],
  ['中药饮片', ['根茎类', '果实种子类', '全草类', '花叶类', '皮类', '动物矿物类', '精制饮片']],
  ['内分泌代谢', ['降糖药', '甲状腺用药', '痛风用药', '骨质疏松']],
  ['维生素矿物质', ['维生素类', '钙剂', '补铁补血', '微量元素']],
  ['皮肤五官', ['皮肤用药', '眼科用药', '耳鼻喉用药', '口腔用药', '痔疮用药']],
  ['妇科儿科', ['妇科用药', '儿科用药', '计生用药', '男科泌尿']],
  ['风湿骨科', ['抗风湿药', '外用止痛', '跌打损伤', '骨关节用药']],
  ['神经精神', ['镇静催眠', '抗焦虑抑郁', '神经营养', '抗癫痫药']],
  ['注射输液', ['输液类', '抗生素注射剂', '维生素营养注射剂', '激素类注射剂', '其他注射剂']],
  ['保健食品', ['蛋白粉', '钙维生素D', '鱼油卵磷脂', '维生素补充', '益生菌', '滋补养生']],
];

/** Clinic zone (诊所专区). */
const zs: TreeSpec = [
  ['诊所常用药', ['抗感染药', '解热镇痛', '消化用药', '心脑血管', '皮肤外用']],
  ['注射剂', ['抗生素注射剂', '维生素注射剂', '激素类注射剂', '解热镇痛注射剂']],
  ['输液', ['葡萄糖输液', '氯化钠输液', '复方电解质']],
  ['外用消毒', ['碘伏酒精', '消毒液', '伤口敷料']],
  ['检查耗材', ['注射器输液器', '手套口罩', '棉签纱布', '检测试纸']],
  ['诊疗器械', ['血压计', '血糖仪', '体温计', '雾化器', '听诊器']],
];

/** Chinese medicine zone (中药饮片), grouped by efficacy as herbal pharmacies shelve them. */
const zy: TreeSpec = [
  ['补虚药', ['补气药', '补血药', '补阴药', '补阳药']],
  ['清热药', ['清热解毒', '清热泻火', '清热燥湿', '清热凉血']],
  ['解表药', ['辛温解表', '辛凉解表']],
  ['活血化瘀药', ['活血止痛', '活血调经', '止血药']],
  ['化痰止咳药', ['化痰药', '止咳平喘']],
  ['理气消食药', ['理气药', '消食药', '利水渗湿']],
  ['精制饮片', ['破壁饮片', '精品小包装', '滋补贵细']],
];

const trees: [Tree, TreeSpec][] = [
  ['main', main],
  ['zs', zs],
  ['zy', zy],
];

export type CategoryRow = typeof categories.$inferInsert & { id: number };

/** Resolves 'root/child' names to ids; unknown names throw so a typo fails the seed. */
export type CategoryLookup = {
  rows: CategoryRow[];
  /** [childId, rootId] */
  leaf(tree: Tree, path: string): [number, number];
  root(tree: Tree, name: string): number;
};

export function buildCategories(): CategoryLookup {
  const rows: CategoryRow[] = [];
  const ids = new Map<string, number>();
  // Depth first, so a root and its children get neighbouring ids.
  for (const [tree, spec] of trees) {
    spec.forEach(([rootName, children], rootIndex) => {
      const rootId = rows.length + 1;
      rows.push({ id: rootId, parentId: null, tree, name: rootName, sort: (rootIndex + 1) * 10 });
      ids.set(`${tree}:${rootName}`, rootId);
      children.forEach((childName, childIndex) => {
        const id = rows.length + 1;
        rows.push({ id, parentId: rootId, tree, name: childName, sort: (childIndex + 1) * 10 });
        ids.set(`${tree}:${rootName}/${childName}`, id);
      });
    });
  }
  const get = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown category ${key}`);
    return id;
  };
  return {
    rows,
    leaf(tree, path) {
      const [rootName] = path.split('/');
      return [get(`${tree}:${path}`), get(`${tree}:${rootName}`)];
    },
    root: (tree, name) => get(`${tree}:${name}`),
  };
}
