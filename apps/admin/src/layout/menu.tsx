import {
  AuditOutlined,
  DashboardOutlined,
  MedicineBoxOutlined,
  ProfileOutlined,
  TeamOutlined,
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
  { path: '/goods', name: '商品管理', icon: <MedicineBoxOutlined />, permission: 'goods.read' },
  { path: '/audit-log', name: '操作日志', icon: <AuditOutlined />, permission: 'audit' },
];

export function menuFor(staff: Staff): MenuDataItem[] {
  return MENU.filter((m) => !m.permission || can(staff, m.permission)).map(
    ({ permission: _, ...item }) => item,
  );
}
