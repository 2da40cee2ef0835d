import type { Tx } from '../db/client.ts';
import { focusItems, hotSearches, links, navItems, siteConfig } from '../db/schema/index.ts';

/** The header shows the first nine, in this order. */
const nav: [name: string, url: string][] = [
  ['首页', '/'],
  ['优选专区', '/yx'],
  ['控销专区', '/kxzq'],
  ['器械专区', '/qxzq'],
  ['保健品', '/bjp'],
  ['中药饮片', '/zyyp'],
  ['诊所专区', '/zszq'],
  ['近效期专场', '/jxqzc'],
  ['全部商品', '/list'],
];

function focusRows() {
  const rows: [position: string, title: string, url: string][] = [
    // Activity 1 of the demo (commerce.ts): its own page, not a category list.
    ['index', '冬季备货节 满500减30 满1000减80', '/hdzq/1'],
    ['index', '优选专区 品质好药 低至8折', '/yx'],
    ['index', '家用器械节 血压计 血糖仪 限时特惠', '/qxzq'],
    ['index', '道地药材 中药饮片 产地直供', '/zyyp'],
    ['index', '近效期专场 清仓特价 低至5折', '/jxqzc'],
    ['top', '领券中心 天天领券 全场满300减15', '/lqzx'],
    ['right', '诊所专区 注射输液 一站配齐', '/zszq'],
    ['login', '正品保障 极速配送', ''],
    ['zone', '优选专区', '/yx'],
    ['zone', '器械专区', '/qxzq'],
    ['zone', '保健品', '/bjp'],
    ['zone', '中药饮片', '/zyyp'],
    ['zone', '诊所专区', '/zszq'],
    ['zone', '近效期专场', '/jxqzc'],
    ['yx', '优选好药 品质之选 满500包邮', '/yx/rule'],
    ['kxzq', '控销品种 授权经营 价格稳定', '/kxzq'],
    ['qxzq', '家用医疗器械 血压计 血糖仪 雾化器', '/qxzq'],
    ['bjp', '保健食品 营养补充 正品保障', '/bjp'],
    ['zyzq', '道地药材 产地直采 精制饮片', '/zyyp'],
    ['zszq', '诊所常用药 注射输液 检查耗材 一站配齐', '/zszq'],
    ['jxqzc', '近效期专场 清仓特价 效期清晰可查', '/jxqzc'],
    // The promotion zones, a row of their own under the zone entrances.
    ['promo', '限时秒杀', '/miaosha'],
    ['promo', '拼团专区', '/ptzq'],
    ['promo', '组合购', '/zhzq'],
    ['promo', '领券中心', '/lqzx'],
    ['promo', '全场94折', '/welfare'],
    ['promo', '满额返现', '/hb'],
    ['promo', '新人特价', '/xr/tj'],
    ['promo', '幸运转盘', '/zpcj'],
    ['promo', '积分商城', '/jfsc'],
  ];
  // The server draws each picture from its title, so the image path is just the id.
  return rows.map(([position, title, url], i) => ({
    id: i + 1,
    position,
    title,
    image: `/img/focus/${i + 1}.svg`,
    url,
    sort: (i + 1) * 10,
  }));
}

const hot = ['阿莫西林', '布洛芬', '感冒灵', '连花清瘟', '板蓝根', '维生素C', '口罩', '血压计'];

const friendLinks: [name: string, url: string][] = [
  ['国家药品监督管理局', 'https://www.nmpa.gov.cn'],
  ['国家卫生健康委员会', 'https://www.nhc.gov.cn'],
  ['中国医药信息查询平台', 'https://www.dayi.org.cn'],
  ['国家医疗保障局', 'https://www.nhsa.gov.cn'],
  ['中国政府网', 'https://www.gov.cn'],
  ['国家中医药管理局', 'http://www.natcm.gov.cn'],
];

const config: Record<string, unknown> = {
  site: {
    title: '药采商城',
    hot_line: '400-860-1234',
    complaint_line: '400-860-5678',
    qq1: '800012345',
    qq2: '800012346',
    service_hours: '周一至周六 8:30-18:00',
    company: '北京药采医药科技有限公司',
    address: '北京市朝阳区建国路 88 号',
    icp: '京ICP备2026000001号',
  },
  licences: [
    { name: '互联网药品信息服务资格证书', number: '(京)-经营性-2026-0001' },
    { name: '药品经营许可证', number: '京AA0100001' },
    { name: '医疗器械经营许可证', number: '京朝食药监械经营许20260001号' },
    { name: '第二类医疗器械经营备案凭证', number: '京朝食药监械经营备20260001号' },
    { name: '营业执照', number: '91110105MA0000000X' },
  ],
  quality_inspection: { quality_inspection_url: '/help/fwbz/zjbg', msg: '药品质检报告查询' },
  // Where approved returns go (站点设置 → 退货地址): the demo warehouse's after-sales desk.
  return_address: {
    receiver: '药采商城售后部',
    phone: '400-860-1234',
    address: '北京市大兴区经济技术开发区科创十三街 18 号 药采商城物流中心 2 号库',
  },
};

export async function insertContent(tx: Tx): Promise<void> {
  await tx.insert(navItems).values(
    nav.map(([name, url], i) => ({
      id: i + 1,
      parentId: null,
      name,
      url,
      image: '',
      isOpen: false,
      sort: (i + 1) * 10,
    })),
  );
  await tx.insert(focusItems).values(focusRows());
  await tx.insert(hotSearches).values(hot.map((keyword, i) => ({ keyword, sort: i + 1 })));
  await tx.insert(links).values(friendLinks.map(([name, url], i) => ({ name, url, sort: i + 1 })));
  await tx
    .insert(siteConfig)
    .values(Object.entries(config).map(([key, value]) => ({ key, value })));
}
