import {
  AuditOutlined,
  CarOutlined,
  MedicineBoxOutlined,
  ProfileOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Card, Col, Descriptions, Empty, Row, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/auth';
import type { StaffPermission } from '../../api/types';
import { can } from '../../lib/permissions';

type Shortcut = {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  permission: StaffPermission;
};

/** The queues and lists a role works from; each shows only with its permission. */
const SHORTCUTS: Shortcut[] = [
  {
    to: '/companies?status=pending',
    title: '待审核资质',
    description: '审核买家提交的资质证照，通过后即可下单',
    icon: <SolutionOutlined />,
    permission: 'buyers.review',
  },
  {
    to: '/orders?status=paid',
    title: '待发货订单',
    description: '已付款、等待出库发货的订单',
    icon: <CarOutlined />,
    permission: 'shipping',
  },
  {
    to: '/companies',
    title: '买家管理',
    description: '查看买家资料、资质、余额与账号',
    icon: <TeamOutlined />,
    permission: 'buyers.read',
  },
  {
    to: '/orders',
    title: '订单管理',
    description: '按状态、日期与关键词查询订单',
    icon: <ProfileOutlined />,
    permission: 'orders.read',
  },
  {
    to: '/goods',
    title: '商品管理',
    description: '商品资料、价格、库存与上下架',
    icon: <MedicineBoxOutlined />,
    permission: 'goods.read',
  },
  {
    to: '/audit-log',
    title: '操作日志',
    description: '每一次后台写操作的记录',
    icon: <AuditOutlined />,
    permission: 'audit',
  },
];

function greeting(): string {
  const hour = dayjs().hour();
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** 工作台: who is logged in, and links to the queues their role may work on. */
export function DashboardPage() {
  const { data: staff } = useMe();
  if (!staff) return null;
  const shortcuts = SHORTCUTS.filter((s) => can(staff, s.permission));

  return (
    <PageContainer title="工作台">
      <ProCard style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {greeting()}，{staff.name}
        </Typography.Title>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          size="small"
          items={[
            { key: 'username', label: '用户名', children: staff.username },
            { key: 'role', label: '角色', children: <Tag color="blue">{staff.role_name}</Tag> },
            { key: 'today', label: '今天', children: dayjs().format('YYYY年M月D日 dddd') },
          ]}
        />
      </ProCard>
      <ProCard title="快捷入口">
        {shortcuts.length === 0 ? (
          <Empty description="您的角色暂无可用的功能，请联系超级管理员开通权限" />
        ) : (
          <Row gutter={[16, 16]}>
            {shortcuts.map((s) => (
              <Col key={s.to} xs={24} sm={12} lg={8}>
                <Link to={s.to}>
                  <Card hoverable size="small">
                    <Card.Meta
                      avatar={<span style={{ fontSize: 24, color: '#1677ff' }}>{s.icon}</span>}
                      title={s.title}
                      description={s.description}
                    />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </ProCard>
    </PageContainer>
  );
}
