import { z } from 'zod';
import { flag, flag01, id, idList, int, requiredText, text, whole } from '../fields.ts';

// What the header, footer and banners show, as the console edits it. Links
// and images are site paths or http(s) addresses, never `javascript:`.

const sort = whole(
  z
    .number({ message: '排序须为整数' })
    .int({ message: '排序须为整数' })
    .min(0, { message: '排序不能小于 0' })
    .max(1_000_000, { message: '排序过大' }),
);

const address = (label: string) =>
  text(label, 500).refine((s) => s === '' || /^(\/(?!\/)|https?:\/\/)/i.test(s), {
    message: `${label}须以 / 或 http(s):// 开头`,
  });

export const contentKinds = ['nav', 'banners', 'hot-searches', 'links'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Where a banner shows: the focus positions the shop pages read. */
export const bannerPositions = {
  index: '首页轮播',
  top: '顶部通栏',
  right: '首页右侧',
  login: '登录页',
  zone: '专区入口',
  promo: '促销专区入口',
  // Each zone's own banner (spec: /api/focus/yx, /api/focus/zyzq, /api/focus/kxzq …).
  yx: '优选专区横幅',
  kxzq: '控销专区横幅',
  qxzq: '器械专区横幅',
  bjp: '保健品横幅',
  zyzq: '中药饮片横幅',
  zszq: '诊所专区横幅',
  jxqzc: '近效期专场横幅',
  ppzq: '品牌专区横幅',
  jmzq: '加盟专区横幅',
  xrtj: '新人特价横幅',
} as const;
const position = z.enum(Object.keys(bannerPositions) as [keyof typeof bannerPositions], {
  message: '广告位不正确',
});

// Update bodies take any of the fields with no defaults (a missing field
// keeps its value); creates fill the optional ones in.
const navFields = {
  parent_id: whole(
    z
      .number({ message: '上级导航不正确' })
      .int({ message: '上级导航不正确' })
      .min(0, { message: '上级导航不正确' })
      .max(2_147_483_647, { message: '上级导航不正确' }),
  ).transform((n) => (n === 0 ? null : n)),
  name: requiredText('导航名称', 20),
  url: address('链接').refine((s) => s !== '', { message: '请输入链接' }),
  image: address('图标'),
  is_open: flag,
  sort,
};
const bannerFields = {
  position,
  title: text('标题', 50),
  image: address('图片'),
  url: address('链接'),
  sort,
};
const hotSearchFields = { keyword: requiredText('关键词', 20), sort };
const linkFields = {
  name: requiredText('链接名称', 30),
  url: address('链接').refine((s) => s !== '', { message: '请输入链接' }),
  sort,
};

const anyField = (b: object) => Object.values(b).some((v) => v !== undefined);
const partial = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape).partial().refine(anyField, { message: '没有要修改的字段' });

/** Per kind: the body of a create and of an update (any of the fields). */
export const contentBodies = {
  nav: {
    create: z.strictObject({
      ...navFields,
      parent_id: navFields.parent_id.optional(),
      image: navFields.image.default(''),
      is_open: navFields.is_open.default(0),
      sort: sort.default(0),
    }),
    update: partial(navFields),
  },
  banners: {
    create: z.strictObject({
      ...bannerFields,
      title: bannerFields.title.default(''),
      image: bannerFields.image.default(''),
      url: bannerFields.url.default(''),
      sort: sort.default(0),
    }),
    update: partial(bannerFields),
  },
  'hot-searches': {
    create: z.strictObject({ ...hotSearchFields, sort: sort.default(0) }),
    update: partial(hotSearchFields),
  },
  links: {
    create: z.strictObject({ ...linkFields, sort: sort.default(0) }),
    update: partial(linkFields),
  },
} as const;

/** The new order: every id of the list, first shown first. */
export const contentReorderBody = z.strictObject({ ids: idList('排序', 500) });

export const contentParams = z.strictObject({ kind: z.enum(contentKinds), id });

// ---- answers: a row of each kind, as the console lists and edits it ----

export const adminNavItem = z.object({
  id: int,
  parent_id: int.nullable(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: flag01,
  sort: int,
});
export const adminBanner = z.object({
  id: int,
  /** One of bannerPositions, or a zone's own (the controlled zone's ads are kxzq_ad). */
  position: z.string(),
  position_name: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: int,
});
export const adminHotSearch = z.object({ id: int, keyword: z.string(), sort: int });
export const adminLink = z.object({ id: int, name: z.string(), url: z.string(), sort: int });

/** Per kind: the row its routes answer with. */
export const contentItems = {
  nav: adminNavItem,
  banners: adminBanner,
  'hot-searches': adminHotSearch,
  links: adminLink,
} as const;

export type AdminNavItem = z.infer<typeof adminNavItem>;
export type AdminBanner = z.infer<typeof adminBanner>;
export type AdminHotSearch = z.infer<typeof adminHotSearch>;
export type AdminLink = z.infer<typeof adminLink>;
export type ContentItem = AdminNavItem | AdminBanner | AdminHotSearch | AdminLink;
