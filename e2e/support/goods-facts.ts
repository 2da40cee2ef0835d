// What a test knows about goods it made, shared by the builders' files.

import type { QuantityGoods, Tier } from '@shop/domain';

/** What a test knows about goods it made: the facts the quantity and price rules read. */
export type GoodsFacts = {
  id: number;
  name: string;
  manufacturer: string;
  nationalCode: string;
  unit: string;
  priceFen: number;
  ladder: Tier[];
  /** What the domain's quantity rules read, for a buyer who may buy (quantityRules). */
  quantity: QuantityGoods;
};
