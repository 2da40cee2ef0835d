import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.ts';
import { shippedRows } from './delivery-note.ts';
import {
  type DeliveryNote,
  deliveryNotePdf,
  type NoteRow,
  yuanInWords,
} from './delivery-note-pdf.ts';
import type { ShipmentLineRow } from './repo.ts';

// The 随货同行单's layout and figures without a database: a long parcel
// breaks over pages with the column titles on each, the amounts in words,
// and which units of a line's lots actually shipped.

const row = (i: number): NoteRow => ({
  name: `测试药品${i}号`,
  specification: '0.5g*12片',
  dosageForm: '片剂',
  manufacturer: '某某制药有限公司',
  approvalNumber: `国药准字H2000${String(i).padStart(4, '0')}`,
  lotNo: `LOT${String(i).padStart(3, '0')}`,
  productionDate: '2025-01-01',
  expiryDate: '2027-12-31',
  unit: '盒',
  quantity: i,
  unitPriceFen: 1_000 + i,
  amountFen: i * (1_000 + i),
  coldChain: i % 10 === 0,
});

const note = (rows: NoteRow[]): DeliveryNote => ({
  orderNo: 'D20261129000001',
  shipmentId: 7,
  shipDate: '2026-11-29',
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  supplier: {
    companyName: '北京药采医药科技有限公司',
    licenceNumber: '京AA0100001',
    address: '',
    seal: null,
  },
  buyer: {
    company: '仁和大药房',
    receiver: '张三',
    phone: '13800000001',
    address: '北京市 朝阳区',
  },
  rows,
});

describe('deliveryNotePdf', () => {
  it('breaks 40 lot rows over pages whole, the titles again on each page, the totals once', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i + 1));
    const bytes = await deliveryNotePdf(note(rows));
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    const pages = doc.numPages;
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (const r of rows) expect(text).toContain(r.lotNo);
    // 批准文号 is a column title on every page (and nowhere else).
    expect(text.split('批准文号').length - 1).toBe(pages);
    expect(text.split('合计：').length - 1).toBe(1);
    expect(text).toContain(`第${pages}/${pages}页`);
    const total = rows.reduce((s, r) => s + r.amountFen, 0);
    expect(text).toContain(`数量${rows.reduce((s, r) => s + r.quantity, 0)}`);
    expect(text).toContain(`¥${(total / 100).toFixed(2)}`);
    await doc.destroy();
  });

  it('marks the page only when a line is cold-chain', async () => {
    const warm = await pdfText(await deliveryNotePdf(note([row(1)])));
    expect(warm).not.toContain('冷藏2-8°C');
    expect(warm).toContain('常温');
    const cold = await pdfText(await deliveryNotePdf(note([row(1), row(10)])));
    expect(cold).toContain('冷藏2-8°C：本单含冷藏药品');
  });
});

describe('yuanInWords', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [100, '壹元整'],
    [12_345, '壹佰贰拾叁元肆角伍分'],
    [1_000_105, '壹万零壹元零伍分'],
    [10_050_000, '壹拾万零伍佰元整'],
    [100_100_000, '壹佰万壹仟元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [101_000, '壹仟零壹拾元整'],
  ])('%i fen is %s', (fen, words) => expect(yuanInWords(fen)).toBe(words));
});

const line = (over: Partial<ShipmentLineRow>): ShipmentLineRow => ({
  lineId: 1,
  name: '药',
  specification: '',
  manufacturer: '',
  unit: '盒',
  unitPriceFen: 100,
  quantity: 5,
  unshippedRefund: 0,
  dosageForm: '',
  approvalNumber: '',
  coldChain: false,
  lotNo: 'L1',
  productionDate: '2025-01-01',
  expiryDate: '2027-01-01',
  lotQuantity: 3,
  ...over,
});

describe('shippedRows', () => {
  it('takes units refunded before shipping off the line’s last lots first', () => {
    const rows = shippedRows([
      line({ lotNo: 'L1', lotQuantity: 3, unshippedRefund: 3 }),
      line({ lotNo: 'L2', lotQuantity: 2, unshippedRefund: 3 }),
    ]);
    expect(rows.map((r) => [r.lotNo, r.quantity, r.amountFen])).toEqual([['L1', 2, 200]]);
  });

  it('keeps each lot of a line as its own row', () => {
    const rows = shippedRows([
      line({ lotNo: 'L1', lotQuantity: 3 }),
      line({ lotNo: 'L2', lotQuantity: 2 }),
      line({ lineId: 2, lotNo: 'M1', quantity: 1, lotQuantity: 1, unitPriceFen: 999 }),
    ]);
    expect(rows.map((r) => [r.lotNo, r.quantity, r.amountFen])).toEqual([
      ['L1', 3, 300],
      ['L2', 2, 200],
      ['M1', 1, 999],
    ]);
  });
});
