// The help centre's fixed pages (spec section 2) as the shop routes them;
// each is a database row the console edits (contract help-pages.ts lists the
// same pages for the server, which the e2e test holds to this list).

export type NewsType = 'industry' | 'company';
export const NEWS_TYPES: Record<NewsType, string> = { industry: '行业资讯', company: '公司动态' };

/** The news lists as menu links (the help centre's menu and index, the news menu). */
export const NEWS_LINKS = Object.entries(NEWS_TYPES).map(([type, label]) => ({
  to: `/news/${type}`,
  label,
}));

/** group/slug → title of the pages every shop has. */
export const HELP_PAGES: Record<string, string> = {
  'xszn/zc': '注册流程',
  'xszn/gwzn': '购物指南',
  'xszn/aqgw': '安全购物',
  'fwbz/wzzz': '网站资质',
  'fwbz/yhxy': '用户协议',
  'fwbz/yszc': '隐私政策',
  'fwbz/zhzx': '账户注销',
  'fwbz/zsfw': '专属服务',
  'fwbz/zjbg': '药品质检报告查询',
  'gywm/gsgw': '公司官网',
  'gywm/tsjy': '投诉建议',
  'gywm/lxwm': '联系我们',
  'zfps/pay': '支付配送',
  'zfps/ddzf': '订单支付',
  'zfps/hwps': '货物配送',
  'zfps/ypth': '药品退换',
};

/** The article carrying the cancellation request form. */
export const CANCELLATION_PAGE = 'fwbz/zhzx';

/** An article's path in the shop: the alias form, `/help/pay` for 支付配送's overview. */
export const helpPath = (group: string, slug: string) =>
  group === 'zfps' && slug === 'pay' ? '/help/pay' : `/help/${group}/${slug}`;

/** Both paths of a page: `help_{group}_{slug}` and `help/{group}/{slug}` (`help_pay`, `help/pay`). */
export const helpPagePaths = (page: string) =>
  page === 'zfps/pay'
    ? ['help_pay', 'help/pay']
    : [`help_${page.replace('/', '_')}`, `help/${page}`];
