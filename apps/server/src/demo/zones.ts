import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  brandGoods,
  brands,
  companies,
  focusItems,
  franchiseApplications,
  franchiseGoods,
  goods,
  users,
} from '../db/schema/index.ts';

// The brand zone and the franchise zone of the demo: brands over the makers
// the catalogue has (their goods linked by maker), franchise goods, the zone
// banners and home entrances, and a pending application from the clinic.

const brandRows: [name: string, makerPrefix: string, description: string][] = [
  ['白云山', '广州白云山', '百年老字号，中西药并举，覆盖感冒、清热解毒、心脑血管等常用品类。'],
  ['华润三九', '华润三九', '“999”品牌，感冒灵、胃泰、皮炎平等家喻户晓的非处方药。'],
  ['同仁堂', '北京同仁堂', '创建于1669年，“炮制虽繁必不敢省人工，品味虽贵必不敢减物力”。'],
  ['修正', '修正药业', '修正药业，良心药、放心药、管用药，品类齐全。'],
  ['以岭', '石家庄以岭', '络病理论指导的创新中药，心脑血管与呼吸系统用药。'],
  ['哈药', '哈药集团', '哈药集团，抗生素与维生素类药品的大型生产企业。'],
  ['葵花', '葵花药业', '儿童用药与胃肠、呼吸系统用药，“小葵花”儿童药。'],
  ['云南白药', '云南白药', '止血化瘀、活血止痛，国家保密配方。'],
  ['扬子江', '扬子江药业', '扬子江药业集团，覆盖消化、心脑血管、抗感染等领域。'],
  ['石药', '石药集团', '石药集团，抗生素、维生素与创新药并重。'],
  ['东阿阿胶', '东阿阿胶', '道地阿胶，滋补养血。'],
  ['仁和', '仁和药业', '仁和药业，家庭常备药与健康产品。'],
  ['齐鲁', '齐鲁制药', '齐鲁制药，化学药与生物药。'],
  ['天士力', '天士力', '现代中药，复方丹参滴丸。'],
];

const focusRows: [position: string, title: string, url: string][] = [
  ['ppzq', '品牌专区 名厂名药 正品直供', '/ppzq'],
  ['jmzq', '加盟专区 品牌连锁 统一配送 诚邀加盟', '/jmzq'],
  ['zone', '品牌专区', '/ppzq'],
  ['zone', '加盟专区', '/jmzq'],
  // Banners a controlled-sales sub-list names by id: /kxzq/goods/{category}/{ad ids}.
  ['kxzq_ad', '控销品种 授权经营 价格稳定 区域保护', '/kxzq'],
  ['kxzq_ad', '控销新品上市 授权客户专享', '/kxzq'],
];

export async function insertZones(tx: Tx): Promise<void> {
  const made = await tx
    .insert(brands)
    .values(
      brandRows.map(([name, , description], i) => ({
        name,
        description,
        sort: (i + 1) * 10,
        // The last one is kept in the console only: a brand not yet shown to buyers.
        isShown: i < brandRows.length - 1,
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  for (const b of made) {
    const prefix = brandRows.find(([name]) => name === b.name)![1];
    // A goods belongs to one brand; the unique index keeps the first brand that claims it.
    await tx.execute(sql`INSERT INTO ${brandGoods} (brand_id, goods_id)
      SELECT ${b.id}, ${goods.id} FROM ${goods} WHERE ${goods.manufacturer} LIKE ${`${prefix}%`}
      ON CONFLICT DO NOTHING`);
  }
  // Franchise goods: the chain's everyday range, one in eleven of the visible goods.
  await tx.execute(sql`INSERT INTO ${franchiseGoods} (goods_id, sort)
    SELECT ${goods.id}, ${goods.id} FROM ${goods}
    WHERE NOT ${goods.isHidden} AND ${goods.id} % 11 = 5 AND ${goods.stock} > 0
    ORDER BY ${goods.id} LIMIT 60`);
  const sorts = await tx
    .select({ max: sql<number>`coalesce(max(${focusItems.sort}), 0)::int` })
    .from(focusItems);
  const base = sorts[0]?.max ?? 0;
  const inserted = await tx
    .insert(focusItems)
    .values(
      focusRows.map(([position, title, url], i) => ({
        position,
        title,
        url,
        image: '',
        sort: base + (i + 1) * 10,
      })),
    )
    .returning({ id: focusItems.id });
  // The server draws each picture from its title, addressed by the row's id.
  for (const f of inserted)
    await tx
      .update(focusItems)
      .set({ image: `/img/focus/${f.id}.svg` })
      .where(eq(focusItems.id, f.id));
  const [clinic] = await tx
    .select({ id: companies.id, name: companies.name, contact: companies.contactName })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.username, 'clinic')))
    .limit(1);
  if (clinic)
    await tx.insert(franchiseApplications).values({
      companyId: clinic.id,
      company: clinic.name,
      contact: clinic.contact,
      phone: '13800000002',
      region: '北京市 海淀区',
      message: '社区诊所，希望加盟贵公司连锁体系，统一采购配送。',
    });
}

/** A database seeded before the zones existed: add them once. */
export async function seedZonesIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: brands.id }).from(brands).limit(1);
  if (any) return false;
  const [g] = await db.select({ id: goods.id }).from(goods).limit(1);
  if (!g) return false;
  await db.transaction((tx) => insertZones(tx));
  return true;
}
