// Who may do what in the console. Checked on the server for every staff
// route (http/staff-session.ts); the console only hides what would be refused.

export const STAFF_PERMISSIONS = [
  'goods',
  'goods.read',
  'prices',
  'categories',
  'content',
  'promotions',
  'stock',
  'shipping',
  'returns.receive',
  'buyers.read',
  'buyers.review',
  'buyers.write',
  'orders.read',
  'orders.cancel',
  'aftersales.review',
  'refunds',
  'balance',
  'invoices',
  'reports',
  'messages',
  'staff',
  'audit',
  'cancellations',
  /** 质量管理: freeze, unfreeze and recall lots, and read the recall report. */
  'quality',
  /** 账期管理: credit lines, statements and their disputes, receivables. */
  'credit',
  /** 对公转账: confirm or reject transfer receipts, the daily statement, the receiving account. */
  'transfers',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLES = {
  super: { name: '超级管理员', permissions: STAFF_PERMISSIONS },
  operator: {
    name: '运营',
    permissions: [
      'goods',
      'goods.read',
      'prices',
      'categories',
      'content',
      'promotions',
      'buyers.read',
      'orders.read',
      'cancellations',
    ],
  },
  reviewer: {
    name: '资质审核',
    permissions: ['buyers.read', 'buyers.review', 'buyers.write', 'orders.read'],
  },
  warehouse: {
    name: '仓储',
    permissions: ['goods.read', 'stock', 'orders.read', 'shipping', 'returns.receive'],
  },
  finance: {
    name: '财务',
    permissions: [
      'buyers.read',
      'orders.read',
      'orders.cancel',
      'refunds',
      'balance',
      'invoices',
      'reports',
      'credit',
      'transfers',
    ],
  },
  // 客服 is the after-sales desk: it talks with the buyer and decides the
  // request; the warehouse takes returns in and finance pays the money back.
  service: {
    name: '客服',
    permissions: ['buyers.read', 'orders.read', 'messages', 'aftersales.review'],
  },
  // 质量管理: the quality manager freezes and recalls lots; reads what a recall needs.
  quality: {
    name: '质量管理',
    permissions: ['quality', 'goods.read', 'orders.read', 'buyers.read'],
  },
} as const satisfies Record<string, { name: string; permissions: readonly StaffPermission[] }>;

export type Role = keyof typeof ROLES;

export const isRole = (r: string): r is Role => Object.hasOwn(ROLES, r);
