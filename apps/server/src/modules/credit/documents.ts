import type { StatementDetail } from '@shop/contract';
import ExcelJS from 'exceljs';
import { makePdf } from '../../platform/pdf.ts';

// The 对账单 as the buyer downloads it: a PDF to file and an xlsx to check
// against its own books. Both print what the statement page shows.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the Chinese name in RFC 5987 form. */
export const disposition = (ascii: string, chinese: string) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(chinese)}`;

const beijing = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const summaryRows = (s: StatementDetail): [string, string][] => [
  ['对账单号', s.statement_no],
  ['客户', s.company_name],
  ['账期', `${s.period_start} 至 ${s.period_end}（不含）`],
  ['上期结余', `¥${s.opening}`],
  ['本期挂账', `¥${s.charges}`],
  ['本期退款冲减', `¥${s.refunds}`],
  ['本期还款', `¥${s.repaid}`],
  ['本期应还（期末余额）', `¥${s.closing}`],
  ['尚未还清', `¥${s.outstanding}`],
  ['最后还款日', s.due_date],
  ['状态', s.status_text],
];

const lineCells = (l: StatementDetail['lines'][number]) => [
  beijing(l.created_at),
  l.kind_text,
  l.order_no,
  l.amount,
  l.dispute_note
    ? `异议：${l.dispute_note}${l.dispute_answer ? `；处理：${l.dispute_answer}` : ''}`
    : '',
];

export function statementPdf(s: StatementDetail): Promise<Buffer> {
  return makePdf({
    title: `对账单 ${s.statement_no}`,
    footer: `对账单 ${s.statement_no}`,
    blocks: [
      { kind: 'title', text: '对账单' },
      { kind: 'fields', rows: summaryRows(s) },
      { kind: 'heading', text: '本期明细' },
      {
        kind: 'table',
        columns: [
          { title: '时间', width: 0.18 },
          { title: '类型', width: 0.12, align: 'center' },
          { title: '订单号', width: 0.26 },
          { title: '金额（元）', width: 0.14, align: 'right' },
          { title: '备注', width: 0.3 },
        ],
        rows: s.lines.length > 0 ? s.lines.map(lineCells) : [['本期无明细', '', '', '', '']],
      },
      { kind: 'gap' },
      {
        kind: 'text',
        text: '金额单位：元。挂账为正，退款冲减与还款为负。如对明细有异议，请在商城“我的账期”中对该行提出异议。',
      },
    ],
  });
}

export async function statementWorkbook(s: StatementDetail): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('对账单');
  sheet.columns = [18, 10, 26, 14, 40].map((width) => ({ width }));
  for (const [k, v] of summaryRows(s)) sheet.addRow([k, v]);
  sheet.addRow([]);
  sheet.addRow(['时间', '类型', '订单号', '金额（元）', '备注']).font = { bold: true };
  for (const l of s.lines) {
    const cells = lineCells(l);
    sheet.addRow([cells[0], cells[1], cells[2], Number(l.amount), cells[4]]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
