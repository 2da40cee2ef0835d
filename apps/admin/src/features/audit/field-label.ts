// The fields of the audit log's before/after in the console's words: the
// spec's pinyin names (GLOSSARY.md) and the API's English ones. A field not
// known here is shown by its name.

const FIELDS: Record<string, string> = {
  // goods (spec section 3)
  name: '名称',
  remarks: '商品简介',
  sccj: '生产厂家',
  ypgg: '规格',
  jx: '剂型',
  bzdw: '包装单位',
  pzwh: '批准文号',
  gjbzm: '国家本位码',
  jzl: '件装量',
  zbz: '中包装',
  yxq: '有效期',
  price: '价格',
  market_price: '建议零售价',
  number: '库存',
  change: '变动数量',
  xg_number: '限购数量',
  qg_number: '起购数量',
  is_hidden: '隐藏',
  on_shelf: '上架',
  is_free_shipping: '包邮',
  free_shipping_number: '满件包邮',
  category_id: '分类',
  zone_category_id: '专区分类',
  is_xq: '效期品种',
  ladder_price: '阶梯价',
  ck_id: '仓库',
  type: '类型',
  activity_type: '活动类型',
  is_youx: '优选',
  is_clinic: '诊所专区',
  is_device: '器械',
  is_health: '保健品',
  is_kxpz: '控销品种',
  drug_class: '药品分类',
  is_special_compound: '含特殊药品复方制剂',
  is_cold_chain: '冷链',
  need_trace_code: '需追溯码',
  trace_prefix: '追溯码前缀',
  // lots (批次)
  lot_no: '批号',
  production_date: '生产日期',
  expiry_date: '有效期至',
  quantity: '数量',
  supplier: '供应商',
  received: '入库数量',
  report: '药检报告',
  freeze_kind: '冻结类型',
  quarantine_quantity: '隔离数量',
  stock_change: '可售库存变动',
  companies_told: '通知买家数',
  special_order_limit: '含特每单限购',
  special_month_limit: '含特每月限购',
  cold_chain: '冷链承运',
  holder_id_number: '采购人身份证号',
  tags: '标签',
  images: '图片',
  sections: '说明书',
  // buyers
  rank_id: '会员等级',
  service_contact_id: '专属客服',
  frozen: '冻结',
  balance: '余额',
  points: '积分',
  review: '审核状态',
  review_reason: '驳回原因',
  legal_person: '法定代表人',
  region: '所在地区',
  address: '地址',
  business_scope: '经营范围',
  drug_classes: '可购药品分类',
  kxpz_authorized: '控销授权',
  credential_id: '资质',
  nickname: '微信昵称',
  openid: '微信 openid',
  // orders, after-sales, invoices
  status: '状态',
  carrier: '快递公司',
  tracking_no: '运单号',
  lines: '发货商品',
  order_no: '订单号',
  pay_amount: '实付金额',
  amount: '金额',
  refund_method: '退款方式',
  refunded_amount: '已退款金额',
  status_text: '状态说明',
  // after-sales: units of a line refunded before shipping, back in stock
  restocked: '退回库存',
  refund_balance: '退回余额',
  refund_online: '原路退回',
  invoice_no: '发票号',
  method: '方式',
  // promotions
  title: '标题',
  enabled: '启用',
  starts_at: '开始时间',
  ends_at: '结束时间',
  start_time: '开始时间',
  end_time: '结束时间',
  tiers: '档位',
  limit: '限购',
  goods: '商品',
  goods_id: '商品',
  goods_ids: '商品',
  brand_id: '品牌',
  stock: '库存',
  // content and settings
  url: '链接',
  image: '图片',
  sort: '排序',
  position: '广告位',
  keyword: '关键词',
  is_open: '新窗口打开',
  free_shipping_threshold: '包邮门槛',
  shipping_fee: '运费',
  unpaid_minutes: '未支付取消（分钟）',
  confirm_days: '自动确认收货（天）',
  near_expiry_months: '近效期提前月数',
  credit_grace_days: '账期宽限期（天）',
  version: '版本',
  // answers to buyers
  reason: '原因',
  note: '备注',
  reply: '回复',
  decision: '处理结果',
  key: '请求标识',
};

/** A code's name in a table of names; a code named like an Object property is in none. */
export const nameIn = (names: Readonly<Record<string, string>>, code: string) =>
  Object.hasOwn(names, code) ? names[code] : undefined;

export const fieldLabel = (field: string) => nameIn(FIELDS, field) ?? field;

// Codes a write stores in its state and method fields, as the console says them.
// One list for every kind of row: the same word means the same state on each.
const STATES: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
  declined: '已拒绝',
  returning: '退货中',
  received: '已收货',
  refunded: '已退款',
  cancelled: '已取消',
  unpaid: '待付款',
  paid: '已付款',
  grouping: '待成团',
  shipped: '已发货',
  completed: '已完成',
  frozen: '已冻结',
  active: '正常',
  selling: '在售',
  expired: '已过期',
};
const FREEZE_KINDS: Record<string, string> = { quality_doubt: '质量疑问', recall: '召回' };
const METHODS: Record<string, string> = {
  balance: '余额',
  sandbox: '在线支付（沙箱）',
};
const VALUES: Record<string, Record<string, string>> = {
  status: STATES,
  review: STATES,
  state: STATES,
  freeze_kind: FREEZE_KINDS,
  refund_method: METHODS,
  pay_method: METHODS,
  method: METHODS,
};

/** A stored code in Chinese when the field is a known state or method; other values as they are. */
export function valueLabel(field: string, value: string): string {
  const names = Object.hasOwn(VALUES, field) ? VALUES[field] : undefined;
  return (names && nameIn(names, value)) ?? value;
}
