import type { RecallReport } from '@shop/contract';
import ExcelJS from 'exceljs';

// The recall report as one xlsx sheet: the lot's heading, a row per order
// line still holding units of it, then 合计. A lot reaches a few hundred lines
// at most, so it is built in memory.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and 召回报告_<lot_no>.xlsx in RFC 5987 form. */
export const recallDisposition = (lotNo: string) =>
  `attachment; filename="recall_${lotNo}.xlsx"; filename*=UTF-8''${encodeURIComponent(`召回报告_${lotNo}.xlsx`)}`;

const HEAD = [
  '买家',
  '联系人',
  '联系电话',
  '订单号',
  '下单时间',
  '订单状态',
  '购入数量',
  '已退回',
  '持有数量',
];

/** Beijing time as 'YYYY-MM-DD HH:mm', as the console shows it. */
const beijing = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export async function recallWorkbook(r: RecallReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('召回报告', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = [24, 10, 16, 24, 18, 10, 10, 10, 10].map((width) => ({ width }));
  const l = r.lot;
  sheet.addRow([
    `召回报告：${l.goods_name}（${l.goods_spec}，${l.manufacturer}） 批号 ${l.lot_no}`,
  ]).font = { bold: true };
  sheet.addRow([
    `生产日期 ${l.production_date}，有效期至 ${l.expiry_date}；状态 ${l.state_text}` +
      (l.freeze_kind_text ? `（${l.freeze_kind_text}：${l.reason}）` : ''),
  ]);
  sheet.addRow(HEAD).font = { bold: true };
  for (const row of r.rows)
    sheet.addRow([
      row.company_name,
      row.contact_name,
      row.contact_phone,
      row.order_no,
      beijing(row.ordered_at),
      row.status_text,
      row.received,
      row.returned,
      row.quantity,
    ]);
  sheet.addRow([
    `合计：${r.companies} 家买家，${r.orders} 个订单`,
    '',
    '',
    '',
    '',
    '',
    r.rows.reduce((n, x) => n + x.received, 0),
    r.rows.reduce((n, x) => n + x.returned, 0),
    r.quantity,
  ]).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
