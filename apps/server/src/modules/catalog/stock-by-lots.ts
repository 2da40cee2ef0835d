import { fieldError } from '../../http/errors.ts';

// A goods' stock and expiry are the sum and the first expiry of its lots
// (docs/decisions/2026-11-28-lots.md): the goods form, the bulk edit, the goods
// import and 新增商品 no longer set them; the warehouse receives and adjusts lots.

export const STOCK_BY_LOTS = '库存按批次管理：请在该商品的「批次」中入库或调整，或使用批次导入';
export const EXPIRY_BY_LOTS = '有效期由批次决定：即将发货批次的有效期，请在「批次」中入库';

/** The refusal of a goods-level stock write, on the field that asked for it. */
export const stockByLots = (field: string) => fieldError(field, STOCK_BY_LOTS);
