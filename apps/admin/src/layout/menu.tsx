import {
  BarChartOutlined,
  DashboardOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  PictureOutlined,
  ProfileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { Staff, StaffPermission } from '../api/types';
import { can } from '../lib/permissions';

type MenuEntry = Omit<MenuDataItem, 'children'> & {
  permission?: StaffPermission;
  children?: MenuEntry[];
};

/**
 * The left menu, grouped by area; an entry shows only to a staff member with
 * its permission, and a group only while one of its entries shows. A group's
 * key is not a route: every page keeps its own path.
 */
const MENU: MenuEntry[] = [
  { path: '/', name: '工作台', icon: <DashboardOutlined /> },
  {
    key: 'goods-group',
    name: '商品',
    icon: <MedicineBoxOutlined />,
    children: [
      { path: '/goods', name: '商品管理', permission: 'goods.read' },
      { path: '/stock', name: '库存管理', permission: 'goods.read' },
      {
        path: '/categories',
        name: '分类管理',
        permission: 'goods.read',
      },
    ],
  },
  {
    key: 'orders-group',
    name: '订单',
    icon: <ProfileOutlined />,
    children: [
      {
        path: '/orders',
        name: '订单管理',
        permission: 'orders.read',
        hideChildrenInMenu: true,
        children: [{ path: '/orders/:id', name: '订单详情' }],
      },
      {
        path: '/after-sales',
        name: '售后管理',
        permission: 'orders.read',
      },
      { path: '/points-orders', name: '积分订单', permission: 'orders.read' },
      { path: '/invoices', name: '发票管理', permission: 'invoices' },
    ],
  },
  {
    key: 'buyers-group',
    name: '客户',
    icon: <TeamOutlined />,
    children: [
      { path: '/companies', name: '买家管理', permission: 'buyers.read' },
      { path: '/variety-requests', name: '品种求购', permission: 'buyers.read' },
      { path: '/feedback', name: '意见反馈', permission: 'messages' },
      { path: '/cancellations', name: '注销申请', permission: 'cancellations' },
      { path: '/credentials', name: '资质审核', permission: 'buyers.read' },
      { path: '/chat', name: '在线客服', permission: 'messages' },
      { path: '/login-locks', name: '登录保护', permission: 'buyers.read' },
    ],
  },
  {
    key: 'marketing-group',
    name: '营销',
    icon: <GiftOutlined />,
    children: [
      { path: '/activities', name: '满减活动', permission: 'promotions' },
      { path: '/mzhg', name: '满赠', permission: 'promotions' },
      { path: '/tradeups', name: '换购', permission: 'promotions' },
      { path: '/welfare-events', name: '全场94折', permission: 'promotions' },
      { path: '/cash-back', name: '满额返', permission: 'promotions' },
      { path: '/flash', name: '秒杀场次', permission: 'promotions' },
      {
        path: '/groupbuy',
        name: '拼团活动',
        permission: 'promotions',
        hideChildrenInMenu: true,
        children: [{ path: '/groupbuy/groups', name: '团列表' }],
      },
      { path: '/combinations', name: '组合购', permission: 'promotions' },
      { path: '/xr', name: '新人特价', permission: 'promotions' },
      {
        path: '/coupon-templates',
        name: '领券中心',
        permission: 'promotions',
      },
      { path: '/coupons', name: '已发优惠券', permission: 'promotions' },
      { path: '/draw-activities', name: '转盘抽奖', permission: 'promotions' },
      { path: '/draw-records', name: '抽奖记录', permission: 'promotions' },
      { path: '/points-goods', name: '积分商品', permission: 'promotions' },
      { path: '/brands', name: '品牌专区', permission: 'promotions' },
      { path: '/franchise', name: '加盟专区', permission: 'promotions' },
    ],
  },
  {
    key: 'content-group',
    name: '内容',
    icon: <PictureOutlined />,
    children: [
      { path: '/content', name: '内容管理', permission: 'content' },
      { path: '/help-articles', name: '帮助文章', permission: 'content' },
      { path: '/news', name: '新闻资讯', permission: 'content' },
      { path: '/settings', name: '站点设置', permission: 'content' },
      { path: '/contracts', name: '采购合同', permission: 'content' },
    ],
  },
  {
    key: 'system-group',
    name: '系统',
    icon: <BarChartOutlined />,
    children: [
      { path: '/reports', name: '统计报表', permission: 'reports' },
      { path: '/audit-log', name: '操作日志', permission: 'audit' },
    ],
  },
];

/** The entries the staff member may open; groups left empty are dropped. */
function allowed(entries: MenuEntry[], staff: Staff): MenuDataItem[] {
  return entries.flatMap(({ permission, children, ...item }) => {
    if (permission && !can(staff, permission)) return [];
    if (!children) return [item];
    const kept = allowed(children, staff);
    // A group (no path of its own) with nothing left is not shown.
    if (!item.path && kept.length === 0) return [];
    return [{ ...item, children: kept }];
  });
}

export function menuFor(staff: Staff): MenuDataItem[] {
  return allowed(MENU, staff);
}
