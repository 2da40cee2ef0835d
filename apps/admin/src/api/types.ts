// What the console reads and sends. docs/api-admin.md fixes the staff, company and
// audit rows; the rest follows what the server sends (apps/server/src/modules/*/admin-*.ts),
// until packages/contract holds the console's response schemas too.

import type {
  BusinessScope,
  companyStatuses,
  Flag,
  OrderLinePromo,
  OrderStatus,
  Page,
  StaffPermission,
  StaffView,
} from '@shop/contract';

export type { Flag, OrderStatus, Page, StaffPermission };

/** `{id, username, name, role, role_name, permissions}` */
export type Staff = StaffView;

/** Every list call takes these; the answer is a `Page` (data, total, current_page ...). */
export type PageQuery = { page: number; page_size: number };

// ---- buyers (companies) ----

export type CompanyStatus = (typeof companyStatuses)[number];

export type CompanyUser = { id: number; username: string; mobile: string; is_main: Flag };

export type Credential = {
  kind: string;
  kind_name: string;
  number: string;
  /** YYYY-MM-DD; null or '' when the credential does not expire. */
  expires_on: string | null;
  expired: Flag;
};

export type CompanyRow = {
  id: number;
  name: string;
  kind: string;
  kind_name: string;
  contact_name: string;
  contact_phone: string;
  region: string;
  address: string;
  /** 法定代表人. */
  legal_person: string;
  /** 经营范围 (the goods classes it may buy). */
  business_scope: BusinessScope[];
  /** Every 经营范围 class with its name; allowed 1 when in business_scope. */
  scope_classes: { code: BusinessScope; name: string; allowed: Flag }[];
  /** draft | pending | approved | rejected */
  review: string;
  review_text: string;
  review_reason: string;
  frozen: Flag;
  /** The rank's name (会员等级). */
  rank: string;
  rank_id: number;
  /** The buyer's own service contact; null: the default one. */
  service_contact_id: number | null;
  balance: string;
  /** 积分, whole points. */
  points: number;
  users: CompanyUser[];
  credentials: Credential[];
  created_at: string;
};

export type CompaniesQuery = PageQuery & { status?: CompanyStatus; keywords?: string };

export type ReviewBody = { result: 'approve' | 'reject'; reason?: string };

// ---- orders ----

/** a list row of GET /admin-api/orders. */
export type AdminOrder = {
  id: number;
  order_no: string;
  company_id: number;
  company_name: string;
  /** Who placed it: the main account or a sub-account's username. */
  user_name: string;
  status: OrderStatus;
  status_text: string;
  goods_amount: string;
  pay_amount: string;
  created_at: string;
  paid_at: string | null;
};

export type OrderCounts = Record<OrderStatus, number>;

export type AdminOrderPage = Page<AdminOrder> & { counts: OrderCounts };

export type OrdersQuery = PageQuery & {
  status?: OrderStatus;
  keywords?: string;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
};

/** the buyer's order line plus its id and the shipment it left in. */
export type AdminOrderLine = {
  id: number;
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  number: number;
  price: string;
  amount: string;
  /** The promotion that priced the line when ordered (a package by its name then); null: the plain price. */
  promo: OrderLinePromo | null;
  /** null while the line has not shipped. */
  shipment_id: number | null;
  /** Units in after-sales requests; on an unshipped line they are refunds, not to be sent. */
  claimed: number;
  /** Detail only: the undecided request holding the line (0: none); it cannot ship until then. */
  after_sale_id?: number;
};

export type Shipment = {
  id: number;
  carrier: string;
  tracking_no: string;
  /** Order line ids in this parcel. */
  lines: number[];
  created_at: string;
};

export type Payment = {
  id: number;
  method_text: string;
  amount: string;
  /** The payment channel's transaction number ('' for balance). */
  trade_no: string;
  status_text: string;
  created_at: string;
};

/** one step of the order's history. */
export type OrderEvent = { time: string; text: string };

/** GET /admin-api/orders/{id}; amounts and address as the buyer's order. */
export type AdminOrderDetail = AdminOrder & {
  manjian_reduce: string;
  coupon_reduce: string;
  voucher_reduce: string;
  shipping_fee: string;
  paid_amount: string;
  pay_method_text: string;
  invoice_text: string;
  remark: string;
  cancel_reason: string;
  address: { name: string; phone: string; region: string; detail: string };
  lines: AdminOrderLine[];
  payments: Payment[];
  shipments: Shipment[];
  events: OrderEvent[];
};

export type ShipBody = { carrier: string; tracking_no: string; lines?: number[] };

// ---- goods ----

/** GET /admin-api/goods rows: the editable facts by their spec names; `number` is the stock. */
export type AdminGoods = {
  id: number;
  name: string;
  remarks: string;
  sccj: string;
  ypgg: string;
  jx: string;
  bzdw: string;
  pzwh: string;
  gjbzm: string;
  jzl: number;
  zbz: number;
  yxq: string;
  price: string;
  market_price: string;
  number: number;
  sales: number;
  xg_number: number;
  qg_number: number;
  is_hidden: Flag;
  on_shelf: Flag;
  is_free_shipping: Flag;
  category_id: number;
  category_name: string;
  logo: string;
};

export type GoodsZone =
  | 'preferred'
  | 'controlled'
  | 'device'
  | 'health'
  | 'clinic'
  | 'short_expiry'
  | 'free_shipping';

export type GoodsQuery = PageQuery & {
  keywords?: string;
  manufacturer?: string;
  category_id?: number;
  zone?: GoodsZone;
  on_shelf?: Flag;
  stock_below?: number;
};

/** PUT /admin-api/goods/{id}: packages/contract goodsPutBody, every field optional. */
export type GoodsUpdate = Partial<{
  name: string;
  remarks: string;
  sccj: string;
  ypgg: string;
  jx: string;
  bzdw: string;
  pzwh: string;
  gjbzm: string;
  price: string;
  market_price: string;
  number: number;
  reason: string;
  xg_number: number;
  qg_number: number;
  is_hidden: Flag;
  is_free_shipping: Flag;
}>;

// ---- audit log ----

export type AuditEntry = {
  id: number;
  username: string;
  role: string;
  role_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  address: string;
  created_at: string;
};

export type AuditQuery = PageQuery & {
  username?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
};
