import type { TraceUploadProvider } from '../../platform/trace-upload.ts';
import type { Module } from '../module.ts';
import type { OrderEvents } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { traceAdminRoutes } from './admin-routes.ts';
import { traceRoutes } from './routes.ts';
import { type TraceService, traceService } from './service.ts';
import { type Supplier, traceUploads } from './uploads.ts';

export type { TraceService } from './service.ts';

/**
 * 药品追溯码: scanning while packing, the codes a parcel must carry (a
 * subscriber of the orders' shipping), the buyer's download and the
 * 出库单 handed to the traceability platform after each shipment.
 */
export function traceModule(deps: {
  db: Parameters<typeof traceService>[0]['db'];
  audit: Audit;
  orderEvents: OrderEvents;
  /** The shop as shipper: its company name and licence number (首营资料 settings). */
  supplier: Supplier;
  provider: TraceUploadProvider;
}): Module<TraceService> {
  const uploads = traceUploads(deps);
  const service = traceService({ db: deps.db, audit: deps.audit, uploads });
  deps.orderEvents.subscribe({ shipping: service.shipping, shipped: service.shipped });
  return {
    service,
    routes: traceRoutes(service),
    adminRoutes: traceAdminRoutes(service, uploads),
  };
}
