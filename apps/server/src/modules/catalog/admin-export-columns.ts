import type { presentAdminGoods } from './admin-service.ts';

type Presented = ReturnType<typeof presentAdminGoods>;

/**
 * The goods spreadsheet: row 1 the Chinese headers, row 2 the spec names.
 * Import reads either header; `editable` columns are imported, the others
 * are there to read and are ignored on the way back in.
 */
export const SHEET_COLUMNS = [
  { key: 'id', header: '商品ID', editable: true, width: 10 },
  { key: 'name', header: '商品名称', editable: true, width: 30 },
  { key: 'remarks', header: '商品简介', editable: true, width: 20 },
  { key: 'sccj', header: '生产厂家', editable: true, width: 24 },
  { key: 'ypgg', header: '规格', editable: true, width: 16 },
  { key: 'jx', header: '剂型', editable: true, width: 8 },
  { key: 'bzdw', header: '包装单位', editable: true, width: 8 },
  { key: 'pzwh', header: '批准文号', editable: true, width: 18 },
  { key: 'gjbzm', header: '国家本位码', editable: true, width: 16 },
  { key: 'price', header: '价格（元）', editable: true, width: 10 },
  { key: 'market_price', header: '建议零售价（元）', editable: true, width: 12 },
  { key: 'number', header: '库存', editable: true, width: 10 },
  { key: 'reason', header: '库存变动原因', editable: true, width: 14 },
  { key: 'xg_number', header: '限购数量', editable: true, width: 8 },
  { key: 'qg_number', header: '起购数量', editable: true, width: 8 },
  { key: 'is_hidden', header: '下架（1=下架）', editable: true, width: 10 },
  { key: 'is_free_shipping', header: '包邮（1=包邮）', editable: true, width: 10 },
  {
    key: 'drug_class',
    header: '药品分类（rx=处方药 otc_a=甲类 otc_b=乙类 none=非药品）',
    editable: true,
    width: 14,
  },
  { key: 'is_special_compound', header: '含特殊药品复方制剂（1=是）', editable: true, width: 10 },
  { key: 'is_cold_chain', header: '冷链（1=是）', editable: true, width: 8 },
  { key: 'need_trace_code', header: '需追溯码（1=是）', editable: true, width: 8 },
  { key: 'trace_prefix', header: '追溯码前缀（7位数字）', editable: true, width: 10 },
  { key: 'special_order_limit', header: '含特每单限购（0=不限）', editable: true, width: 10 },
  { key: 'special_month_limit', header: '含特每月限购（0=不限）', editable: true, width: 10 },
  { key: 'category_name', header: '分类', editable: false, width: 14 },
  { key: 'zbz', header: '中包装', editable: false, width: 8 },
  { key: 'jzl', header: '件装量', editable: false, width: 8 },
  { key: 'yxq', header: '有效期', editable: false, width: 12 },
  { key: 'sales', header: '销量', editable: false, width: 8 },
] as const;

export type SheetKey = (typeof SHEET_COLUMNS)[number]['key'];
export type EditableKey = Exclude<
  Extract<(typeof SHEET_COLUMNS)[number], { editable: true }>['key'],
  'id'
>;

/** A goods as one spreadsheet row, in column order (reason is left for the operator). */
export function sheetRow(g: Presented): (string | number)[] {
  return SHEET_COLUMNS.map((c) => (c.key === 'reason' ? '' : (g[c.key] ?? '')));
}
