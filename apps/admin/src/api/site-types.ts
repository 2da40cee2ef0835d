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
  AdminCouponTemplate,
  AdminHotSearch,
  AdminLink,
  AdminNavItem,
  AdminSettings,
  CategoryCreateBody,
  CategoryPutBody,
  ContentKind,
  CouponIssueBody,
  CouponTemplateCreateBody,
  CouponTemplatePutBody,
  SettingsPutBody,
} from '@shop/contract';
