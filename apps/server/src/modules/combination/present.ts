import type { CartCombination, CombinationItem } from '@shop/contract';
import { formatYuan, packageSaving, windowState } from '@shop/domain';
import { goodsLogo } from '../catalog/index.ts';
import type { PackageRow } from './repo.ts';

// How a package reads over HTTP: the cart line's `combination` and the zone's list.

const yuan = formatYuan;

export const savingOf = (p: PackageRow) =>
  packageSaving(
    p.items.map((i) => ({ goodsId: i.goodsId, quantity: i.quantity, unitPriceFen: i.priceFen })),
    p.priceFen,
  );

/** 0 not started, 1 running, 2 ended or stopped. */
export function statusOf(p: PackageRow, now = Date.now()) {
  const state = windowState(p, now);
  if (state === 'upcoming') return { status: 0, text: '未开始' };
  return state === 'running' ? { status: 1, text: '进行中' } : { status: 2, text: '已结束' };
}

export function presentPackage(p: PackageRow): CartCombination {
  const { aloneFen, savingFen } = savingOf(p);
  return {
    id: p.id,
    title: p.title,
    price: yuan(p.priceFen),
    ori_price: yuan(aloneFen),
    saving: yuan(savingFen),
    stock: Math.min(p.stock, goodsLimited(p)),
    goods: p.items.map((i) => ({
      id: i.goodsId,
      name: i.name,
      logo: goodsLogo({ id: i.goodsId, images: i.images, imageCount: i.imageCount }),
      sccj: i.manufacturer,
      ypgg: i.specification,
      bzdw: i.unit,
      number: i.quantity,
      price: yuan(i.priceFen),
    })),
  };
}

/** Packages the goods' own stock allows now. */
export const goodsLimited = (p: PackageRow) =>
  Math.min(...p.items.map((i) => Math.floor(Math.max(0, i.stock) / i.quantity)));

export function presentItem(p: PackageRow, bought: number): CombinationItem {
  const s = statusOf(p);
  return {
    ...presentPackage(p),
    limit: p.limitPerBuyer,
    start_time: p.startsAt.toISOString(),
    end_time: p.endsAt.toISOString(),
    status: s.status,
    status_text: s.text,
    bought,
  };
}
