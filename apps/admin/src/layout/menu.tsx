import {
  ApartmentOutlined,
  AuditOutlined,
  BarChartOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  PictureOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { Staff, StaffPermission } from '../api/types';
import { can } from '../lib/permissions';

type MenuEntry = MenuDataItem & { permission?: StaffPermission };

/** The left menu; an entry shows only to a staff member with its permission. */
const MENU: MenuEntry[] = [
  { path: '/', name: '工作台', icon: <DashboardOutlined /> },
  { path: '/companies', name: '买家管理', icon: <TeamOutlined />, permission: 'buyers.read' },
  {
    path: '/orders',
    name: '订单管理',
    icon: <ProfileOutlined />,
    permission: 'orders.read',
    hideChildrenInMenu: true,
    children: [{ path: '/orders/:id', name: '订单详情' }],
  },
  {
    path: '/after-sales',
    name: '售后管理',
    icon: <CustomerServiceOutlined />,
    permission: 'orders.read',
  },
  { path: '/goods', name: '商品管理', icon: <MedicineBoxOutlined />, permission: 'goods.read' },
  { path: '/stock', name: '库存管理', icon: <DatabaseOutlined />, permission: 'goods.read' },
  { path: '/categories', name: '分类管理', icon: <ApartmentOutlined />, permission: 'goods.read' },
  { path: '/content', name: '内容管理', icon: <PictureOutlined />, permission: 'content' },
  { path: '/activities', name: '满减活动', icon: <GiftOutlined />, permission: 'promotions' },
  {
    path: '/coupon-templates',
    name: '领券中心',
    icon: <TagsOutlined />,
    permission: 'promotions',
  },
  { path: '/combinations', name: '组合购', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/xr', name: '新人特价', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/mzhg', name: '满赠', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/tradeups', name: '换购', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/coupons', name: '已发优惠券', icon: <TagsOutlined />, permission: 'promotions' },
  { path: '/brands', name: '品牌专区', icon: <CrownOutlined />, permission: 'promotions' },
  { path: '/franchise', name: '加盟专区', icon: <ShopOutlined />, permission: 'promotions' },
  { path: '/draw-activities', name: '转盘抽奖', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/draw-records', name: '抽奖记录', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/points-goods', name: '积分商品', icon: <ShopOutlined />, permission: 'promotions' },
  { path: '/points-orders', name: '积分订单', icon: <ShopOutlined />, permission: 'orders.read' },
  {
    path: '/groupbuy',
    name: '拼团活动',
    icon: <TeamOutlined />,
    permission: 'promotions',
    hideChildrenInMenu: true,
    children: [{ path: '/groupbuy/groups', name: '团列表' }],
  },
  { path: '/welfare-events', name: '全场94折', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/cash-back', name: '满额返', icon: <GiftOutlined />, permission: 'promotions' },
  { path: '/flash', name: '秒杀场次', icon: <ThunderboltOutlined />, permission: 'promotions' },
  { path: '/settings', name: '站点设置', icon: <SettingOutlined />, permission: 'content' },
  { path: '/reports', name: '统计报表', icon: <BarChartOutlined />, permission: 'reports' },
  { path: '/audit-log', name: '操作日志', icon: <AuditOutlined />, permission: 'audit' },
];

export function menuFor(staff: Staff): MenuDataItem[] {
  return MENU.filter((m) => !m.permission || can(staff, m.permission)).map(
    ({ permission: _, ...item }) => item,
  );
}
