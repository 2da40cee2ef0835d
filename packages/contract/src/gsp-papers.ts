import { z } from 'zod';
import { id, int } from './fields.ts';
import { paperItem } from './qualification.ts';

// The GSP papers a buyer reads of its orders (docs/api-qualification.md,
// 随货同行单 and 药检报告): the delivery note of a parcel and the inspection
// reports of the lots it received.

/** GET /api/order/{id}/shipments/{sid}/delivery-note (and the console's). */
export const deliveryNoteParams = z.strictObject({ id, sid: id });

/** GET /api/lots/{id}/report: a lot the company received. */
export const lotReportParams = z.strictObject({ id });

/** One lot's 药检报告 on an order, with the goods it belongs to. */
export const orderLotReport = paperItem.extend({ goods_id: int, goods_name: z.string() });

/** GET /api/order/{id}/lot-reports. */
export const orderLotReports = z.object({ order_id: int, items: z.array(orderLotReport) });
export type OrderLotReports = z.infer<typeof orderLotReports>;
