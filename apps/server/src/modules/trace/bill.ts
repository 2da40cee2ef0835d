import type { OutboundBill } from '../../platform/trace-upload.ts';
import { toCsv } from './csv.ts';
import type { CodeView } from './repo.ts';

// The 出库单 (outbound bill) of one shipment, in the layout of
// docs/trace-outbound-bill.md: modelled on the national drug traceability
// platform's outbound-bill upload, one row per code, the bill's head
// repeated on each row so every row stands alone in an import.

export const BILL_HEADER = [
  '单据编号',
  '单据类型',
  '单据日期',
  '发货企业',
  '发货企业许可证号',
  '收货企业',
  '收货企业许可证号',
  '药品通用名称',
  '规格',
  '生产企业',
  '批准文号',
  '批号',
  '生产日期',
  '有效期至',
  '追溯码',
];

/** YYYY-MM-DD HH:mm:ss in Beijing time (the platform's clock). */
export const beijingTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** 出库单号: the order number and the shipment, so a bill is found from either. */
export const billNumber = (orderNo: string, shipmentId: number) => `CK${orderNo}-${shipmentId}`;

export function outboundBill(p: {
  orderNo: string;
  shipment: { id: number; createdAt: Date };
  shipper: { name: string; licenceNumber: string };
  receiver: { name: string; licenceNumber: string };
  codes: CodeView[];
}): OutboundBill {
  const head = {
    billNo: billNumber(p.orderNo, p.shipment.id),
    billType: '销售出库',
    billTime: beijingTime(p.shipment.createdAt),
    shipper: p.shipper,
    receiver: p.receiver,
  };
  const items = p.codes.map((c) => ({
    goodsName: c.name,
    specification: c.specification,
    manufacturer: c.manufacturer,
    approvalNumber: c.approvalNumber,
    lotNo: c.lotNo,
    productionDate: c.productionDate,
    expiryDate: c.expiryDate,
    code: c.code,
  }));
  const csv = toCsv(
    BILL_HEADER,
    items.map((i) => [
      head.billNo,
      head.billType,
      head.billTime,
      head.shipper.name,
      head.shipper.licenceNumber,
      head.receiver.name,
      head.receiver.licenceNumber,
      i.goodsName,
      i.specification,
      i.manufacturer,
      i.approvalNumber,
      i.lotNo,
      i.productionDate,
      i.expiryDate,
      i.code,
    ]),
  );
  return { ...head, items, csv };
}

/** The buyer's download: what its own checkout scanning imports. */
export const BUYER_HEADER = ['商品名称', '规格', '批号', '有效期', '追溯码'];

export const buyerCsv = (codes: CodeView[]) =>
  toCsv(
    BUYER_HEADER,
    codes.map((c) => [c.name, c.specification, c.lotNo, c.expiryDate, c.code]),
  );
