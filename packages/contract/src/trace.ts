import { z } from 'zod';
import { flag01, id, int, isoTime } from './fields.ts';

// 药品追溯码 (docs/api-trace.md): the packer scans one code per smallest sale
// unit of a 需追溯码 goods; the buyer reads and downloads the codes it
// received; each shipment's 出库单 goes to the traceability platform.

/** A 药品追溯码: 20 digits, nothing else (a scanner's Enter is not part of it). */
export const traceCode = z
  .string({ message: '追溯码应为20位数字' })
  .trim()
  .regex(/^[0-9]{20}$/, { message: '追溯码应为20位数字' });

/** A goods' code prefix: the first 7 digits (product and packaging level). */
export const tracePrefix = z
  .string({ message: '追溯码前缀应为7位数字' })
  .trim()
  .regex(/^[0-9]{7}$/, { message: '追溯码前缀应为7位数字' });

/** One scan; line_id / lot_id pin it when the packer chose the line (or the lot). */
export const traceScanBody = z.strictObject({
  code: traceCode,
  line_id: id.optional(),
  lot_id: id.optional(),
});
export const traceCodeParams = z.strictObject({ id, code: traceCode });
export const shipmentParams = z.strictObject({ id, sid: id });
export const traceCodesQuery = z.strictObject({
  format: z.enum(['json', 'csv'], { message: '格式须为 json 或 csv' }).default('json'),
});

/** A code as the buyer receives it: what its own checkout scanning needs. */
export const buyerTraceCode = z.object({
  code: z.string(),
  goods_id: int,
  /** 通用名称 as bought (the catalogue's goods name is the common name). */
  goods_name: z.string(),
  specification: z.string(),
  manufacturer: z.string(),
  lot_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  shipment_id: int,
  carrier: z.string(),
  tracking_no: z.string(),
});
export const buyerTraceCodes = z.object({
  order_no: z.string(),
  count: int,
  items: z.array(buyerTraceCode),
});

const uploadStatus = z.enum(['none', 'pending', 'uploaded', 'failed']);

/** What the packing page shows of an order. */
export const packing = z.object({
  order_id: int,
  order_no: z.string(),
  status: z.string(),
  lines: z.array(
    z.object({
      id: int,
      goods_id: int,
      name: z.string(),
      specification: z.string(),
      unit: z.string(),
      quantity: int,
      /** Units leaving: quantity minus the units refunded before shipping. */
      to_ship: int,
      /** 1: 需追溯码, one code per unit. */
      needs_trace: flag01,
      /** null: a traced goods without a prefix cannot be packed until one is set. */
      trace_prefix: z.string().nullable(),
      scanned: int,
      shipment_id: int.nullable(),
      lots: z.array(
        z.object({
          lot_id: int,
          lot_no: z.string(),
          production_date: z.string(),
          expiry_date: z.string(),
          quantity: int,
          scanned: int,
        }),
      ),
    }),
  ),
  codes: z.array(
    z.object({
      code: z.string(),
      line_id: int,
      lot_id: int,
      lot_no: z.string(),
      shipment_id: int.nullable(),
      scanned_at: isoTime,
    }),
  ),
  shipments: z.array(
    z.object({
      id: int,
      carrier: z.string(),
      tracking_no: z.string(),
      created_at: isoTime,
      codes: int,
      /** 出库单 upload: none (no codes), pending, uploaded (已上报), failed (上报失败). */
      upload_status: uploadStatus,
      upload_error: z.string(),
      upload_attempts: int,
    }),
  ),
});

export type TraceScanBody = z.input<typeof traceScanBody>;
export type BuyerTraceCode = z.infer<typeof buyerTraceCode>;
export type BuyerTraceCodes = z.infer<typeof buyerTraceCodes>;
export type Packing = z.infer<typeof packing>;
export type PackingLine = Packing['lines'][number];
export type TraceUploadStatus = z.infer<typeof uploadStatus>;
