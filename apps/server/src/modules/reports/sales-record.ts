import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { daySpan } from './period.ts';
import { type SalesRecordRow, salesRecordRepo } from './sales-record-repo.ts';

// The 销售记录 GSP asks a wholesaler to keep: per lot line of every sale, the
// goods' common name, strength, dosage form, manufacturer, approval number,
// lot and expiry, the buyer, quantity, price, amount and date. A sale is an
// order paid in the period and not cancelled since (the sales reports' rule);
// units that came back to the lot (refunded before shipping, or returned) are
// shown beside the quantity and deducted in 实销. docs/decisions/2026-11-29-gsp-papers.md.

/** Orders read per query (a few lines each). */
const BATCH = 500;

const HEADERS = [
  '日期',
  '订单号',
  '购货单位',
  '通用名',
  '规格',
  '剂型',
  '生产企业',
  '批准文号',
  '批号',
  '有效期至',
  '数量',
  '单位',
  '单价（元）',
  '金额（元）',
  '退回数量',
  '退回金额（元）',
  '实销数量',
  '实销金额（元）',
] as const;

const WIDTHS = [11, 22, 26, 24, 16, 8, 24, 20, 14, 11, 8, 6, 10, 12, 8, 12, 8, 12];
const MONEY_COLUMNS = [13, 14, 16, 18];

/** Yuan as a number the sheet formats with two decimals (fen are whole, so /100 is exact to print). */
const yuan = (fen: number) => fen / 100;

/** `attachment` with an ASCII fallback and the Chinese name 销售记录_20261101-20261130.xlsx. */
export function salesRecordDisposition(from: string, to: string) {
  const span = `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`;
  return `attachment; filename="sales_record_${span}.xlsx"; filename*=UTF-8''${encodeURIComponent(`销售记录_${span}.xlsx`)}`;
}

/** One sheet row of a lot line. */
function cells(r: SalesRecordRow) {
  const kept = r.quantity - r.returned;
  return [
    r.day,
    r.order_no,
    r.company,
    r.name,
    r.specification,
    r.dosage_form,
    r.manufacturer,
    r.approval_number,
    r.lot_no,
    r.expiry_date,
    r.quantity,
    r.unit,
    yuan(r.unit_price_fen),
    yuan(r.quantity * r.unit_price_fen),
    r.returned,
    yuan(r.returned * r.unit_price_fen),
    kept,
    yuan(kept * r.unit_price_fen),
  ];
}

/**
 * Streams the workbook: the rows of BATCH orders at a time, committed to the
 * zip as they come, so memory holds one batch (and the period's order ids)
 * whatever the period. The returned stream is what the route answers; a
 * failure midway destroys it.
 */
export function salesRecordStream(db: Db, from: string, to: string, batch = BATCH): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet('销售记录', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = WIDTHS.map((width, i) => ({
    width,
    ...(MONEY_COLUMNS.includes(i + 1) ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  const repo = salesRecordRepo(db);
  const span = daySpan(from, to);

  (async () => {
    const title = sheet.addRow([`销售记录 ${from} 至 ${to}`]);
    title.font = { bold: true };
    title.commit();
    const head = sheet.addRow([...HEADERS]);
    head.font = { bold: true };
    head.commit();
    const sum = { quantity: 0, amount: 0, returned: 0, returnedAmount: 0, rows: 0 };
    const orders = await repo.soldOrders(span);
    for (let i = 0; i < orders.length; i += batch) {
      for (const r of await repo.rows(orders.slice(i, i + batch))) {
        sheet.addRow(cells(r)).commit();
        sum.rows++;
        sum.quantity += r.quantity;
        sum.amount += r.quantity * r.unit_price_fen;
        sum.returned += r.returned;
        sum.returnedAmount += r.returned * r.unit_price_fen;
      }
    }
    const total = sheet.addRow([
      `合计（${sum.rows} 行）`,
      ...Array(9).fill(''),
      sum.quantity,
      '',
      '',
      yuan(sum.amount),
      sum.returned,
      yuan(sum.returnedAmount),
      sum.quantity - sum.returned,
      yuan(sum.amount - sum.returnedAmount),
    ]);
    total.font = { bold: true };
    total.commit();
    sheet.commit();
    await book.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}
