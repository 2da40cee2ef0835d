import { formatYuan } from '@shop/domain';
import type { PointsGoodsRow } from './mall-repo.ts';

// A points goods as the shop's /jfsc and the console's points mall both show
// it; each adds what only it says (the buyer's state, the console's shelf and
// sort). One place, so a new field reaches both answers.

export const pointsGoodsFields = (g: PointsGoodsRow) => ({
  id: g.id,
  name: g.name,
  remarks: g.remarks,
  image: g.image,
  points: g.points,
  cash: formatYuan(g.cashFen),
  stock: g.stock,
  per_buyer: g.perBuyer,
});
