import type { GoodsTag } from '../db/schema/index.ts';
import { hashString, type Random } from './random.ts';
import type { Template } from './templates.ts';

const tag = (name: string, describe: string): GoodsTag => ({
  name,
  describe,
  is_show: 1,
  is_jump: 0,
});

const medicalInsurance = tag('医保', '国家医保目录品种');
const otc = tag('OTC', '非处方药，可自行判断购买和使用');
const prescription = tag('处方药', '凭执业医师处方购买和使用');
const fresh = tag('新品', '本月新上架品种');
const hot = tag('热销', '近30天销量领先');

/** One or two tags that fit the goods: a prescription drug is never marked OTC. */
export function pickTags(rng: Random, t: Template, sales: number): GoodsTag[] {
  const candidates: GoodsTag[] = [];
  if (t.rx) candidates.push(prescription);
  if (t.otc) candidates.push(otc);
  // Whether a product is on the insurance list is a fact of the product, not of the row.
  if (t.segment === 'drug' && hashString(t.name) % 10 < 6) candidates.push(medicalInsurance);
  if (sales >= 3000) candidates.push(hot);
  if (candidates.length === 0 || rng.chance(0.1)) candidates.push(fresh);
  return rng.shuffle(candidates).slice(0, rng.int(1, 2));
}
