// The audit log's action codes (`target.verb`, written by the server) in the
// console's words; a code not known here is shown as it is.

const TARGETS: Record<string, string> = {
  activity: '满减活动',
  aftersale: '售后',
  category: '分类',
  company: '买家',
  content: '内容',
  coupon: '优惠券',
  coupon_template: '领券中心券',
  goods: '商品',
  login: '登录账号',
  mzhg: '满赠',
  order: '订单',
  settings: '站点设置',
  staff: '员工',
  tradeup: '换购',
};

const VERBS: Record<string, string> = {
  approve: '同意',
  balance: '余额调整',
  bulk_update: '批量修改',
  cancel: '取消',
  contact: '专属客服',
  create: '新建',
  decline: '拒绝',
  delete: '删除',
  freeze: '冻结',
  goods: '设置商品',
  image_add: '上传图片',
  image_order: '图片排序',
  image_remove: '删除图片',
  import: '导入',
  instructions: '说明书',
  issue: '发放',
  points: '积分调整',
  put: '设置',
  rank: '会员等级',
  receive: '收货',
  refund: '退款',
  remove: '删除',
  reorder: '排序',
  review: '资质审核',
  ship: '发货',
  standing: '状态变更',
  start: '恢复',
  stock: '库存调整',
  stop: '停止',
  unfreeze: '解冻',
  unlock: '解除登录限制',
  update: '修改',
};

/** '订单 · 发货' for 'order.ship'; the code itself when either part is unknown. */
export function actionLabel(code: string): string {
  const dot = code.indexOf('.');
  const target = TARGETS[code.slice(0, dot)];
  const verb = VERBS[code.slice(dot + 1)];
  return dot > 0 && target && verb ? `${target} · ${verb}` : code;
}

export const targetLabel = (type: string) => TARGETS[type] ?? type;
