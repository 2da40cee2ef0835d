import type { Goods } from '@shop/contract';

/** Group-buy goods (activity_type 1) open the group-buy detail variant. */
export function goodsPath(goods: Pick<Goods, 'id' | 'activity_type'>): string {
  return goods.activity_type === 1 ? `/list/info-pt/${goods.id}` : `/list/info/${goods.id}`;
}

export function goodsImage(goods: Pick<Goods, 'goods_image' | 'logo'>): string {
  return goods.goods_image[0]?.list || goods.logo;
}

/** Spec section 4: sold out once stock cannot fill one mid-pack. */
export function isSoldOut(goods: Pick<Goods, 'number' | 'zbz'>): boolean {
  return goods.number <= 0 || goods.number < goods.zbz;
}
