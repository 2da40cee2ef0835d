/**
 * Where a goods' 批次 opens: the goods list with the lots drawer over it, so
 * the stock page can send the warehouse there and a reload keeps it open.
 */
export const lotsPath = (goodsId: number) => `/goods?lots=${goodsId}`;
