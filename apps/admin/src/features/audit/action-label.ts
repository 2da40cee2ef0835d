import { nameIn } from './field-label';

// The audit log's codes in the console's words: actions (`target.verb`, as
// the server writes them), target types and the fields of before/after. A
// code not known here is shown as it is.

/** Action prefixes and target types, code → Chinese (also the console's filter of types). */
export const targetNames: Readonly<Record<string, string>> = {
  activity: '满减活动',
  after_sale: '售后',
  aftersale: '售后',
  banner: '轮播图',
  brand: '品牌',
  cancellation: '注销申请',
  carrier: '承运商',
  cash_back: '满额返',
  cash_back_period: '满额返',
  category: '分类',
  chat: '在线客服',
  chat_conversation: '客服会话',
  combination: '组合套餐',
  company: '买家',
  content: '内容',
  contract: '采购合同',
  contract_version: '采购合同',
  coupon: '优惠券',
  coupon_template: '领券中心券',
  credential: '资质',
  draw: '转盘抽奖',
  draw_activity: '转盘抽奖',
  feedback: '意见反馈',
  flash_goods: '秒杀商品',
  flash_session: '秒杀场次',
  franchise: '加盟专区',
  franchise_application: '加盟申请',
  franchise_goods: '加盟商品',
  full_reduction: '满减活动',
  goods: '商品',
  goods_lot: '批次',
  groupbuy: '拼团',
  help: '帮助文章',
  help_article: '帮助文章',
  hot_search: '热门搜索',
  invoice: '发票',
  invoice_request: '发票申请',
  credit_statement: '对账单',
  credit_entry: '对账单明细',
  transfer: '对公转账',
  link: '友情链接',
  login: '登录账号',
  lot: '批次',
  mzhg: '满赠',
  nav_item: '导航',
  news: '新闻资讯',
  order: '订单',
  points_goods: '积分商品',
  points_order: '积分订单',
  settings: '站点设置',
  staff: '员工',
  trace: '追溯码',
  tradeup: '换购',
  user: '买家账号',
  variety: '品种求购',
  variety_request: '品种求购',
  wechat: '微信',
  welfare_event: '全场94折',
  xr_goods: '新人特价',
};

const VERBS: Record<string, string> = {
  approve: '通过',
  balance: '余额调整',
  bulk_update: '批量修改',
  cancel: '取消',
  close: '关闭',
  controlledSales: '控销授权',
  create: '新建',
  decide: '处理',
  decline: '拒绝',
  declined: '未采纳',
  delete: '删除',
  freeze: '冻结',
  goods: '设置商品',
  goods_add: '加入商品',
  goods_link: '关联商品',
  goods_remove: '移出商品',
  goods_unlink: '取消关联商品',
  image_add: '上传图片',
  image_order: '图片排序',
  image_remove: '删除图片',
  import: '导入',
  instructions: '说明书',
  issue: '开具',
  listed: '上架',
  off_shelf: '下架',
  on_shelf: '上架',
  particulars: '登记信息',
  points: '积分调整',
  publish: '发布',
  put: '设置',
  receive: '确认收货',
  refund: '退款',
  reject: '驳回',
  remove: '删除',
  reorder: '排序',
  reply: '回复',
  review: '资质审核',
  ship: '发货',
  sourcing: '采购中',
  standing: '等级与客服',
  start: '启用',
  stock: '库存调整',
  stop: '停用',
  unbind: '解绑',
  unfreeze: '解冻',
  unlock: '解除登录限制',
  update: '修改',
};

/** A few actions whose words are not the sum of their parts. */
const ACTIONS: Record<string, string> = {
  'coupon.issue': '优惠券 · 发放',
  'invoice.issue': '发票 · 开具',
  'credit.grant': '账期 · 授予',
  'credit.change': '账期 · 调整',
  'credit.close': '账期 · 立即出账',
  'credit.dispute.resolve': '对账异议 · 处理',
  'transfer.confirm': '对公转账 · 确认到账',
  'transfer.reject': '对公转账 · 驳回',
  'settings.transfer_account': '系统设置 · 收款账户',
  // A lot is received into stock (入库), not a parcel received by a buyer.
  'lot.receive': '批次 · 入库',
  'lot.adjust': '批次 · 调整',
  'lot.report': '批次 · 药检报告',
  // 质量管理: a lot stops selling (质量疑问 / 召回) or sells again.
  'lot.freeze': '批次 · 冻结',
  'lot.unfreeze': '批次 · 解冻',
  // 首营资料: the shop's own papers, and each goods' approval documents.
  'qualification.supplier': '首营资料 · 企业信息',
  'qualification.seal': '首营资料 · 出库专用章',
  'qualification.licence': '首营资料 · 上传证照',
  'qualification.licence_remove': '首营资料 · 删除证照',
  'goods.document_add': '商品 · 上传首营资料',
  'goods.document_remove': '商品 · 删除首营资料',
  // 药品追溯码 while packing (the target is the order), and a 出库单 sent again.
  'trace.scan': '追溯码 · 扫码',
  'trace.undo': '追溯码 · 撤销扫码',
  'trace.upload': '追溯码 · 重新上报出库单',
};

/** '订单 · 发货' for 'order.ship'; the code itself when either part is unknown. */
export function actionLabel(code: string): string {
  const fixed = nameIn(ACTIONS, code);
  if (fixed) return fixed;
  const dot = code.indexOf('.');
  const target = nameIn(targetNames, code.slice(0, dot));
  const verb = nameIn(VERBS, code.slice(dot + 1));
  return dot > 0 && target && verb ? `${target} · ${verb}` : code;
}

export const targetLabel = (type: string) => nameIn(targetNames, type) ?? type;
