// What the console reads and sends for categories, content, site settings and
// promotions: the contract's own types (packages/contract/src/admin/*.ts).

export type {
  ActivityCreateBody,
  ActivityPutBody,
  AdminActivity,
  AdminActivityDetail,
  AdminActivityGoods,
  AdminBanner,
  AdminCategory,
  AdminCoupon,
  AdminHotSearch,
  AdminLink,
  AdminNavItem,
  AdminSettings,
  CategoryCreateBody,
  CategoryPutBody,
  ContentKind,
  CouponIssueBody,
  SettingsPutBody,
} from '@shop/contract';
