import type { JfscOrder } from '@shop/contract';
import { Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { type JfscOrdersParams, useJfscOrders } from '../../api/wheel/get-jfsc-orders';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';

const TABS = [
  { key: '', label: '全部' },
  { key: 'paid', label: '待发货' },
  { key: 'shipped', label: '已发货' },
];

const columns: TableColumnsType<JfscOrder> = [
  { title: '订单号', dataIndex: 'order_no', width: 210 },
  { title: '下单时间', key: 'time', width: 150, render: (_, o) => formatDateTime(o.created_at) },
  { title: '商品', dataIndex: 'goods_name', width: 200 },
  { title: '数量', dataIndex: 'number', width: 60 },
  { title: '积分', dataIndex: 'points', width: 80 },
  {
    title: '现金',
    key: 'cash',
    width: 80,
    render: (_, o) => (o.cash === '0.00' ? '—' : `¥${o.cash}`),
  },
  { title: '来源', dataIndex: 'source_text', width: 90 },
  {
    title: '收货地址',
    key: 'address',
    width: 240,
    render: (_, o) =>
      o.address
        ? `${o.address.name} ${o.address.phone} ${o.address.region}${o.address.detail}`
        : '—',
  },
  {
    title: '状态',
    key: 'status',
    width: 200,
    render: (_, o) => (
      <>
        <Tag color={o.status === 'shipped' ? 'green' : 'orange'}>{o.status_text}</Tag>
        {o.status === 'shipped' && (
          <div>
            {o.carrier} {o.tracking_no}
          </div>
        )}
      </>
    ),
  },
];

/** /order_jfdd (alias /jfdd): the company's points orders and their delivery. */
export function PointsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const s = params.get('status');
  const status = s === 'paid' || s === 'shipped' ? s : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query: JfscOrdersParams = status ? { page, status } : { page };
  const orders = useJfscOrders(query);
  const go = (next: { status?: string; page?: number }) => {
    const out: Record<string, string> = {};
    const st = next.status ?? status ?? '';
    if (st) out.status = st;
    if ((next.page ?? 1) > 1) out.page = String(next.page);
    setParams(out);
  };
  return (
    <div>
      <Tabs
        activeKey={status ?? ''}
        items={TABS}
        onChange={(k) => go({ status: k })}
        tabBarExtraContent={<Link to="/jfsc">去积分商城 ›</Link>}
      />
      {orders.isError && !orders.data ? (
        <LoadFailed what="积分订单" query={orders} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={orders.data?.data ?? []}
          loading={!orders.data}
          pagination={false}
          locale={{ emptyText: '还没有积分订单' }}
        />
      )}
      {orders.data && <Pager page={orders.data} onChange={(p) => go({ page: p })} />}
    </div>
  );
}
