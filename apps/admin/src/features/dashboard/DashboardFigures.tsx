import { StatisticCard } from '@ant-design/pro-components';
import type { Dashboard } from '@shop/contract';
import { Card, Col, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';

const SalesTrend = lazy(() => import('./SalesTrend'));

/** Every order of the shop, group-buy ones too (待成团: paid, waiting for the group to fill). */
const STATUSES = [
  { key: 'unpaid', label: '待付款', color: 'orange' },
  { key: 'grouping', label: '待成团', color: 'purple' },
  { key: 'paid', label: '待发货', color: 'blue' },
  { key: 'shipped', label: '已发货', color: 'cyan' },
  { key: 'completed', label: '已完成', color: 'green' },
  { key: 'cancelled', label: '已取消', color: 'default' },
] as const;

type FigureProps = {
  title: string;
  value: ReactNode;
  to?: string;
  note?: ReactNode;
  prefix?: string;
};

/** A figure that opens the queue it counts. */
function Figure(props: FigureProps) {
  const card = (
    <StatisticCard
      hoverable={Boolean(props.to)}
      statistic={{
        title: props.title,
        value: props.value as string | number,
        prefix: props.prefix,
        description: props.note,
      }}
    />
  );
  return props.to ? <Link to={props.to}>{card}</Link> : card;
}

/** The dashboard's figures, each part only when the server sent it (the role may see it). */
export function DashboardFigures({ data }: { data: Dashboard }) {
  const { sales, orders, buyers, stock, transfers, credit } = data;
  const figures: { key: string; node: ReactNode }[] = [];
  const add = (key: string, figure: FigureProps) =>
    figures.push({ key, node: <Figure {...figure} /> });
  if (sales) {
    add('today', {
      title: '今日销售额',
      prefix: '¥',
      value: sales.today.amount,
      note: `${sales.today.orders} 笔已付款订单`,
    });
    add('month', {
      title: '本月销售额',
      prefix: '¥',
      value: sales.month.amount,
      note: `${sales.month.orders} 笔已付款订单`,
    });
  }
  if (orders)
    add('ship', {
      title: '待发货',
      value: orders.by_status.paid,
      to: '/orders?status=paid',
      note: `今日下单 ${orders.today} 笔`,
    });
  if (buyers) {
    add('review', {
      title: '待审核资质',
      value: buyers.pending_review,
      to: '/companies?status=pending',
    });
    add('new', {
      title: '今日新增买家',
      value: buyers.new_today,
      to: '/companies',
      note: `本月 ${buyers.new_month} 家`,
    });
  }
  if (stock)
    add('stock', {
      title: '库存不足',
      value: stock.low_count,
      to: '/stock?tab=low',
      note: `库存低于 ${stock.threshold}`,
    });
  if (transfers)
    add('transfers', {
      title: '待确认到账',
      value: transfers.waiting,
      to: '/transfers',
      note: `待核金额 ¥${transfers.owed}`,
    });
  if (credit)
    add('credit', {
      title: '账期欠款',
      prefix: '¥',
      value: credit.used,
      to: '/credit?tab=receivables',
      note: `逾期 ¥${credit.overdue}（${credit.overdue_companies} 家）`,
    });

  if (figures.length === 0)
    return <Empty description="您的角色暂无可查看的数据，请联系超级管理员开通权限" />;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={24} sm={12} lg={8} xl={4}>
            {f.node}
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        {sales && (
          <Col xs={24} xl={16}>
            <Card title="近30天销售额" size="small">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <SalesTrend daily={sales.daily} />
              </Suspense>
            </Card>
          </Col>
        )}
        <Col xs={24} xl={sales ? 8 : 24}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {orders && (
              <Card title="订单状态" size="small">
                <Space wrap>
                  {[
                    ...STATUSES.map((s) => ({
                      ...s,
                      text: `${s.label} ${orders.by_status[s.key]}`,
                      to: `/orders?status=${s.key}`,
                    })),
                    {
                      key: 'points',
                      color: 'geekblue',
                      text: `积分订单待发货 ${orders.points.paid}（今日兑换 ${orders.points.today}）`,
                      to: '/points-orders?status=paid',
                    },
                  ].map((s) => (
                    <Link key={s.key} to={s.to}>
                      <Tag color={s.color} style={{ fontSize: 14, padding: '4px 10px' }}>
                        {s.text}
                      </Tag>
                    </Link>
                  ))}
                </Space>
              </Card>
            )}
            {stock && (
              <Card
                title="库存最少的商品"
                size="small"
                extra={<Link to="/stock?tab=low">全部</Link>}
              >
                <List
                  size="small"
                  dataSource={stock.low}
                  locale={{ emptyText: '没有库存不足的商品' }}
                  renderItem={(g) => (
                    <List.Item>
                      <Typography.Text ellipsis style={{ maxWidth: '75%' }}>
                        {g.name} <Typography.Text type="secondary">{g.ypgg}</Typography.Text>
                      </Typography.Text>
                      <Typography.Text type={g.number === 0 ? 'danger' : 'warning'}>
                        {g.number}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              </Card>
            )}
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
