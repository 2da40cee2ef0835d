// The help centre's pages and news types (the web and the console keep their
// own copies of the paths and names: front-ends take only types from here).

/** The help centre's left-menu groups, in menu order (spec section 2). */
export const helpGroups = {
  xszn: '新手指南',
  fwbz: '服务保障',
  gywm: '关于我们',
  zfps: '支付配送',
} as const;
export type HelpGroup = keyof typeof helpGroups;
export const helpGroupKeys = Object.keys(helpGroups) as [HelpGroup, ...HelpGroup[]];

/**
 * The pages spec section 2 names. Each answers at `/help_{group}_{slug}` and
 * at its alias `/help/{group}/{slug}`; 支付配送's overview is `/help_pay`
 * (`/help/pay`). Their text is a database row the console edits.
 */
export const helpPages: readonly { group: HelpGroup; slug: string; title: string }[] = [
  { group: 'xszn', slug: 'zc', title: '注册流程' },
  { group: 'xszn', slug: 'gwzn', title: '购物指南' },
  { group: 'xszn', slug: 'aqgw', title: '安全购物' },
  { group: 'fwbz', slug: 'wzzz', title: '网站资质' },
  { group: 'fwbz', slug: 'yhxy', title: '用户协议' },
  { group: 'fwbz', slug: 'yszc', title: '隐私政策' },
  { group: 'fwbz', slug: 'zhzx', title: '账户注销' },
  { group: 'fwbz', slug: 'zsfw', title: '专属服务' },
  { group: 'fwbz', slug: 'zjbg', title: '药品质检报告查询' },
  { group: 'gywm', slug: 'gsgw', title: '公司官网' },
  { group: 'gywm', slug: 'tsjy', title: '投诉建议' },
  { group: 'gywm', slug: 'lxwm', title: '联系我们' },
  { group: 'zfps', slug: 'pay', title: '支付配送' },
  { group: 'zfps', slug: 'ddzf', title: '订单支付' },
  { group: 'zfps', slug: 'hwps', title: '货物配送' },
  { group: 'zfps', slug: 'ypth', title: '药品退换' },
];

/** The article that carries the cancellation request form. */
export const CANCELLATION_ARTICLE = { group: 'fwbz', slug: 'zhzx' } as const;

/** Where an article answers in the shop (the alias form). */
export const helpPath = (group: string, slug: string) =>
  group === 'zfps' && slug === 'pay' ? '/help/pay' : `/help/${group}/${slug}`;

/** The news lists' types. */
export const newsTypes = { industry: '行业资讯', company: '公司动态' } as const;
export type NewsType = keyof typeof newsTypes;
