import type { SalesGrouping } from '@shop/contract';
import ExcelJS from 'exceljs';
import type { ReportsService, SalesRange } from './service.ts';

const TITLES: Record<SalesGrouping, { sheet: string; key: string; name: string }> = {
  day: { sheet: '按日', key: '日期', name: '日期' },
  goods: { sheet: '按商品', key: '商品ID', name: '商品' },
  category: { sheet: '按分类', key: '分类ID', name: '分类' },
  buyer: { sheet: '按买家', key: '买家ID', name: '买家' },
};

/** `attachment` with an ASCII fallback and the Chinese name in RFC 5987 form. */
export function salesDisposition(by: SalesGrouping, from: string, to: string) {
  const span = `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`;
  const chinese = `销售报表_${TITLES[by].sheet}_${span}.xlsx`;
  return `attachment; filename="sales_${by}_${span}.xlsx"; filename*=UTF-8''${encodeURIComponent(chinese)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The whole report as one sheet: a row per group, then 合计. At most a row a
 * day, goods or buyer of the range, so it is built in memory.
 */
export async function salesWorkbook(reports: ReportsService, q: SalesRange) {
  const r = await reports.allRows(q);
  const t = TITLES[q.by];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    { width: q.by === 'day' ? 12 : 10 },
    { width: q.by === 'day' ? 12 : 36 },
    { width: 10 },
    { width: 12 },
    { width: 16 },
  ];
  sheet.addRow([`销售报表（${t.sheet}） ${r.from} 至 ${r.to}`]).font = { bold: true };
  sheet.addRow([t.key, t.name, '订单数', '数量', '金额（元）']).font = { bold: true };
  for (const row of r.rows)
    sheet.addRow([row.key, row.name, row.orders, row.quantity, Number(row.amount)]);
  sheet.addRow(['合计', '', r.totals.orders, r.totals.quantity, Number(r.totals.amount)]).font = {
    bold: true,
  };
  sheet.getColumn(5).numFmt = '#,##0.00';
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), from: r.from, to: r.to };
}
