import { z } from 'zod';
import { int, isoTime, singleLine } from '../fields.ts';
import { orderStatuses } from '../order.ts';
import { adminLot, freezeKinds, lotNo } from './lots.ts';

// 质量管理: freezing and unfreezing a lot, the frozen lots across goods and a
// lot's recall report (docs/api-admin.md "Quality: freeze and recall").

/** A reason staff write: one line of 1-200 characters. */
const reason = (label: string) => singleLine(label, 200);

/** POST /admin-api/lots/{id}/freeze. */
export const lotFreezeBody = z.strictObject({
  reason_kind: z.enum(freezeKinds, { message: '请选择冻结类型（质量疑问或召回）' }),
  reason: reason('冻结原因'),
});

/** POST /admin-api/lots/{id}/unfreeze. */
export const lotUnfreezeBody = z.strictObject({ reason: reason('解冻原因') });

/** A lot with the goods it belongs to (the frozen list and the recall report's heading). */
export const qualityLot = adminLot.extend({
  goods_name: z.string(),
  goods_spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
});
export const qualityLotList = z.object({ list: z.array(qualityLot) });

/** GET /admin-api/quality/lots?lot_no=: lots across goods whose number starts so (a recall names the lot). */
export const qualityLotSearch = z.strictObject({ lot_no: lotNo });

/** One order line that received the lot, with what is still out there (received − returned). */
export const recallRow = z.object({
  company_id: int,
  company_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  order_id: int,
  order_no: z.string(),
  ordered_at: isoTime,
  status: z.enum(orderStatuses),
  status_text: z.string(),
  line_id: int,
  received: int,
  returned: int,
  quantity: int,
});

export const recallReport = z.object({
  lot: qualityLot,
  rows: z.array(recallRow),
  /** Distinct companies and orders in rows, and the units still held by them. */
  companies: int,
  orders: int,
  quantity: int,
});

export type LotFreezeBody = z.input<typeof lotFreezeBody>;
export type LotUnfreezeBody = z.input<typeof lotUnfreezeBody>;
export type QualityLotSearch = z.input<typeof qualityLotSearch>;
export type QualityLot = z.infer<typeof qualityLot>;
export type QualityLotList = z.infer<typeof qualityLotList>;
export type RecallRow = z.infer<typeof recallRow>;
export type RecallReport = z.infer<typeof recallReport>;
