import { formatYuan } from '@shop/domain';
import { drawTable, openPdf, type PdfTableColumn, pageFooters } from '../../platform/pdf.ts';

// The 随货同行单 as printed: A4 landscape (thirteen columns do not fit
// portrait), one row per lot a line shipped, the column titles again on each
// new page, totals, and the signature block with the 出库专用章 beside 发货人.

export type NoteRow = {
  name: string;
  specification: string;
  dosageForm: string;
  manufacturer: string;
  approvalNumber: string;
  lotNo: string;
  productionDate: string;
  expiryDate: string;
  unit: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
  coldChain: boolean;
};

export type DeliveryNote = {
  orderNo: string;
  shipmentId: number;
  /** The shop's day the parcel left. */
  shipDate: string;
  carrier: string;
  trackingNo: string;
  supplier: { companyName: string; licenceNumber: string; address: string; seal: Buffer | null };
  buyer: { company: string; receiver: string; phone: string; address: string };
  rows: NoteRow[];
};

export const COLD_MARK = '冷藏 2-8°C';

const COLUMNS: PdfTableColumn[] = [
  { title: '序号', width: 0.03, align: 'center' },
  { title: '通用名', width: 0.145 },
  { title: '规格', width: 0.085 },
  { title: '剂型', width: 0.05 },
  { title: '生产企业', width: 0.12 },
  { title: '批准文号', width: 0.105 },
  { title: '批号', width: 0.075 },
  { title: '生产日期', width: 0.065 },
  { title: '有效期至', width: 0.065 },
  { title: '单位', width: 0.035, align: 'center' },
  { title: '数量', width: 0.045, align: 'right' },
  { title: '单价（元）', width: 0.06, align: 'right' },
  { title: '金额（元）', width: 0.065, align: 'right' },
  { title: '储运条件', width: 0.055, align: 'center' },
];

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** 1-9999 in words: 壹仟零壹拾 (a zero inside is said once, zeros at the end are not). */
function groupWords(n: number): string {
  const digits = String(n).padStart(4, '0');
  let text = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    zero = false;
    text += DIGITS[d]! + UNITS[3 - i]!;
  }
  return text;
}

/** An amount in fen as written on Chinese invoices: 壹佰贰拾叁元肆角伍分, 壹拾万零伍佰元整. */
export function yuanInWords(fen: number): string {
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let words = '';
  const groups: number[] = [];
  for (let n = yuan; n > 0; n = Math.floor(n / 10_000)) groups.unshift(n % 10_000);
  let zero = false;
  groups.forEach((part, i) => {
    if (part === 0) {
      zero = words !== '';
      return;
    }
    if (words !== '' && (zero || part < 1000)) words += '零';
    zero = false;
    words += groupWords(part) + GROUPS[groups.length - 1 - i]!;
  });
  if (yuan > 0) words += '元';
  if (jiao === 0 && cents === 0) return `${words}整`;
  if (jiao > 0) words += `${DIGITS[jiao]}角`;
  else if (yuan > 0) words += '零';
  if (cents > 0) words += `${DIGITS[cents]}分`;
  return words;
}

function infoColumns(pdf: ReturnType<typeof openPdf>, columns: [string, string][][]) {
  const { doc, left, width } = pdf;
  const top = doc.y;
  const w = width / columns.length;
  let lowest = top;
  columns.forEach((rows, i) => {
    doc.y = top;
    for (const [label, value] of rows) {
      doc
        .font('bold')
        .fontSize(9)
        .text(`${label}：`, left + i * w, doc.y, { continued: true, width: w - 12 })
        .font('body')
        .text(value || '—');
    }
    lowest = Math.max(lowest, doc.y);
  });
  doc.y = lowest + 6;
  doc.x = left;
}

/** The note's bytes. `compress: false` leaves its text readable (tests). */
export function deliveryNotePdf(n: DeliveryNote, o: { compress?: boolean } = {}) {
  const title = `随货同行单 ${n.orderNo}`;
  const pdf = openPdf({ title, layout: 'landscape', margin: 28, ...o });
  const { doc, left, width } = pdf;
  const cold = n.rows.some((r) => r.coldChain);

  doc.font('bold').fontSize(18).text('随货同行单', left, doc.y, { width, align: 'center' });
  doc.moveDown(0.2);
  if (cold) {
    const y = doc.y;
    doc
      .rect(left + width / 2 - 170, y, 340, 18)
      .lineWidth(1)
      .strokeColor('#c00000')
      .stroke();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#c00000')
      .text(`${COLD_MARK}：本单含冷藏药品，须冷链运输、到货查验温度`, left, y + 4, {
        width,
        align: 'center',
      });
    doc.fillColor('#000000');
    doc.y = y + 24;
  }
  doc.moveDown(0.3);

  infoColumns(pdf, [
    [
      ['供货单位', n.supplier.companyName],
      ['药品经营许可证', n.supplier.licenceNumber],
      ...(n.supplier.address ? [['地址', n.supplier.address] as [string, string]] : []),
    ],
    [
      ['购货单位', n.buyer.company],
      ['收货地址', n.buyer.address],
      ['收货人', `${n.buyer.receiver} ${n.buyer.phone}`.trim()],
    ],
    [
      ['订单号', n.orderNo],
      ['发货日期', n.shipDate],
      ['承运商', n.carrier],
      ['运单号', n.trackingNo],
    ],
  ]);

  drawTable(pdf, {
    columns: COLUMNS,
    fontSize: 8,
    rows: n.rows.map((r, i) => [
      String(i + 1),
      r.name,
      r.specification,
      r.dosageForm || '—',
      r.manufacturer,
      r.approvalNumber || '—',
      r.lotNo,
      r.productionDate,
      r.expiryDate,
      r.unit,
      String(r.quantity),
      formatYuan(r.unitPriceFen),
      formatYuan(r.amountFen),
      r.coldChain ? COLD_MARK : '常温',
    ]),
    rowStyle: (i) => (n.rows[i]!.coldChain ? { color: '#c00000' } : undefined),
  });

  const quantity = n.rows.reduce((s, r) => s + r.quantity, 0);
  const amount = n.rows.reduce((s, r) => s + r.amountFen, 0);
  // The totals and the signatures stay together on the last page.
  if (doc.y + 110 > pdf.bottom()) doc.addPage();
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(10)
    .text(
      `合计：${n.rows.length} 行，数量 ${quantity}，金额 ¥${formatYuan(amount)}（大写：${yuanInWords(amount)}）`,
      left,
      doc.y,
      { width },
    );
  doc.moveDown(0.4);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      '收货时请核对品名、规格、批号、有效期与数量，冷藏药品查验到货温度；如有不符请于签收时注明并联系供货单位。金额按订单单价计，优惠以发票为准。',
      left,
      doc.y,
      { width },
    );
  doc.fillColor('#000000');

  const y = doc.y + 30;
  const quarter = width / 4;
  doc.font('body').fontSize(10);
  ['发货人（出库专用章）：', '复核人：', '收货人：', '收货日期：'].forEach((label, i) => {
    doc.text(label, left + i * quarter, y, { lineBreak: false });
    doc
      .moveTo(left + i * quarter + doc.widthOfString(label) + 2, y + 13)
      .lineTo(left + (i + 1) * quarter - 16, y + 13)
      .lineWidth(0.5)
      .strokeColor('#333333')
      .stroke();
  });
  // The seal over the sender's line, as a stamp lands on the printed note.
  if (n.supplier.seal) doc.image(n.supplier.seal, left + 100, y - 32, { width: 78 });

  pageFooters(pdf, title);
  doc.end();
  return pdf.bytes;
}
