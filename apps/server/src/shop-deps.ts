import type { Db } from './db/client.ts';
import type { PayProviderName } from './modules/payment/index.ts';
import type { Bus } from './platform/bus.ts';
import type { Kv } from './platform/kv.ts';
import type { SmsProvider } from './platform/sms.ts';
import type { TraceUploadProvider } from './platform/trace-upload.ts';

/** What the shop's modules are built from: the process's stores, providers and settings. */
export type ShopDeps = {
  db: Db;
  kv: Kv;
  sms: SmsProvider;
  /** Where each shipment's 出库单 goes (the traceability platform; the log by default). */
  traceUpload: TraceUploadProvider;
  bus: Bus;
  /** Where buyers reach the shop (QR codes, links). */
  publicUrl: string;
  /** Uploaded files (goods pictures), served at /uploads/. */
  uploadsDir: string;
  /** Private files (licences), never served as static files. */
  filesDir: string;
  cookieSecure: boolean;
  /** An unpaid order is cancelled this long after it was placed (until the operator sets it). */
  orderPayMinutes: number;
  /** A shipped order completes this many days after shipping unless confirmed sooner (likewise). */
  orderConfirmDays: number;
  payProvider: PayProviderName;
  /** The sandbox's HMAC key; generated once and kept in the settings when unset. */
  paySandboxSecret: string | undefined;
  /** Signs the login device cookies; generated once and kept in the settings when unset. */
  loginDeviceSecret: string | undefined;
};
