import type { InvoiceItem, Order } from '@shop/contract';
import { makePdf } from '../../platform/pdf.ts';

/** What the invoice prints of an order (the order detail's fields). */
export type InvoiceOrder = Pick<
  Order,
  | 'order_no'
  | 'goods_amount'
  | 'manjian_reduce'
  | 'coupon_reduce'
  | 'voucher_reduce'
  | 'shipping_fee'
  | 'pay_amount'
> & {
  lines: Pick<Order['lines'][number], 'name' | 'ypgg' | 'bzdw' | 'number' | 'price' | 'amount'>[];
};

/** The issued e-invoice: who, for which order, its lines and totals (yuan from fen, as the order shows). */
export function invoicePdf(p: {
  invoiceNo: string;
  issuedAt: Date;
  request: Pick<
    InvoiceItem,
    'type' | 'type_text' | 'title' | 'tax_no' | 'address' | 'phone' | 'bank' | 'account'
  >;
  buyerName: string;
  order: InvoiceOrder;
}) {
  const r = p.request;
  const o = p.order;
  const buyerRows: [string, string][] = [
    ['购买方名称（发票抬头）', r.title],
    ['纳税人识别号', r.tax_no],
  ];
  if (r.type === 2)
    buyerRows.push(
      ['地址、电话', `${r.address} ${r.phone}`],
      ['开户行及账号', `${r.bank} ${r.account}`],
    );
  return makePdf({
    title: `电子发票 ${p.invoiceNo}`,
    footer: `发票号码 ${p.invoiceNo}`,
    blocks: [
      { kind: 'title', text: `电子发票（${r.type_text}）` },
      {
        kind: 'fields',
        rows: [
          ['发票号码', p.invoiceNo],
          ['开票日期', p.issuedAt.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' })],
          ['订单号', o.order_no],
          ['下单买家', p.buyerName],
        ],
      },
      { kind: 'heading', text: '购买方' },
      { kind: 'fields', rows: buyerRows },
      { kind: 'heading', text: '货物明细' },
      {
        kind: 'table',
        columns: [
          { title: '商品名称', width: 0.34 },
          { title: '规格', width: 0.2 },
          { title: '单位', width: 0.08, align: 'center' },
          { title: '数量', width: 0.1, align: 'right' },
          { title: '单价（元）', width: 0.13, align: 'right' },
          { title: '金额（元）', width: 0.15, align: 'right' },
        ],
        rows: o.lines.map((l) => [l.name, l.ypgg, l.bzdw, String(l.number), l.price, l.amount]),
      },
      {
        kind: 'fields',
        rows: [
          ['商品金额', `¥${o.goods_amount}`],
          ['满减优惠', `-¥${o.manjian_reduce}`],
          ['优惠券', `-¥${o.coupon_reduce}`],
          ['现金券', `-¥${o.voucher_reduce}`],
          ['运费', `¥${o.shipping_fee}`],
          ['价税合计', `¥${o.pay_amount}`],
        ],
      },
    ],
  });
}
