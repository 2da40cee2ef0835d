import type { TransferDaily } from '@shop/contract';
import ExcelJS from 'exceljs';

// The daily statement of received transfers (到账日报) as one xlsx sheet: a
// row per confirmed receipt, a subtotal per day, the total. Amounts are
// numbers (yuan, two decimals) so finance can sum them again.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const dailyDisposition = (from: string, to: string) =>
  `attachment; filename="transfers_${from}_${to}.xlsx"; filename*=UTF-8''${encodeURIComponent(`对公转账到账日报_${from}_${to}.xlsx`)}`;

const HEAD = [
  '到账日期',
  '确认时间',
  '买家',
  '付款户名',
  '转账识别码',
  '订单号',
  '到账金额（元）',
  '确认人',
  '户名不一致原因',
];

/** Beijing time as 'YYYY-MM-DD HH:mm'. */
const beijing = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export async function dailyWorkbook(d: TransferDaily, from: string, to: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('到账日报', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [12, 18, 28, 28, 12, 24, 14, 12, 24].map((width) => ({ width }));
  sheet.addRow([`对公转账到账日报 ${from} 至 ${to}`]).font = { bold: true };
  sheet.addRow(HEAD).font = { bold: true };
  for (const day of d.days) {
    for (const r of d.rows.filter((x) => x.date === day.date))
      sheet
        .addRow([
          r.date,
          beijing(r.confirmed_at),
          r.company_name,
          r.payer_name,
          r.reference,
          r.target_no,
          Number(r.amount),
          r.staff,
          r.reason,
        ])
        .getCell(7).numFmt = '0.00';
    const sub = sheet.addRow([
      `${day.date} 小计：${day.count} 笔`,
      '',
      '',
      '',
      '',
      '',
      Number(day.amount),
    ]);
    sub.font = { bold: true };
    sub.getCell(7).numFmt = '0.00';
  }
  const total = sheet.addRow([`合计：${d.rows.length} 笔`, '', '', '', '', '', Number(d.total)]);
  total.font = { bold: true };
  total.getCell(7).numFmt = '0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
