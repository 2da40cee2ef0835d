import { PageContainer, ProCard } from '@ant-design/pro-components';
import type { AdminOrderDetail } from '@shop/contract';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useOrder } from '../../api/orders';
import { ErrorResult, NotFound } from '../../components/ErrorResult';
import { formatTime } from '../../lib/format-time';
import { useCan } from '../../lib/permissions';
import { CancelOrderForm } from './CancelOrderForm';
import { OrderInvoice } from './OrderInvoice';
import { OrderHistory, OrderLines, Payments, Shipments } from './OrderSections';
import { ShipForm } from './ShipForm';
import { STATUS_COLORS, statusLabel } from './status';

/** One order: what was bought, what it cost, where it goes, what happened; 发货 when paid. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound what="订单" />;
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const order = useOrder(id);
  const navigate = useNavigate();
  const can = useCan();
  const back = (
    <Button key="back" onClick={() => navigate(-1)}>
      返回
    </Button>
  );

  if (order.isPending) {
    return (
      <PageContainer title="订单详情">
        <ProCard>
          <Skeleton active />
        </ProCard>
      </PageContainer>
    );
  }
  if (order.isError) return <ErrorResult error={order.error} onRetry={() => order.refetch()} />;

  const o = order.data;
  const shippable =
    o.status === 'paid' &&
    can('shipping') &&
    o.lines.some((l) => l.shipment_id === null && l.unshipped_refund < l.number);
  // Once a line has shipped, money goes back through after-sales instead.
  const cancellable =
    can('orders.cancel') &&
    (o.status === 'unpaid' ||
      (o.status === 'paid' && o.lines.every((l) => l.shipment_id === null)));

  return (
    <PageContainer
      title={`订单 ${o.order_no}`}
      tags={<Tag color={STATUS_COLORS[o.status]}>{statusLabel(o.status)}</Tag>}
      extra={[
        back,
        cancellable && <CancelOrderForm key="cancel" order={o} />,
        // Packing (追溯码) while it is to ship; afterwards the page keeps each parcel's 出库单.
        can('shipping') && ['paid', 'shipped', 'completed'].includes(o.status) && (
          <Button key="pack" onClick={() => navigate(`/orders/${id}/packing`)}>
            {shippable ? '打包发货' : '追溯码与出库单'}
          </Button>
        ),
        shippable && <ShipForm key="ship" order={o} />,
      ]}
    >
      <ProCard direction="column" gutter={[0, 16]} ghost>
        <ProCard title="订单信息">
          <Summary order={o} />
        </ProCard>
        <ProCard title="商品明细">
          <OrderLines order={o} />
        </ProCard>
        <ProCard title="发货记录">
          <Shipments order={o} />
        </ProCard>
        <ProCard title="支付记录">
          <Payments payments={o.payments} />
        </ProCard>
        <ProCard title="订单历史">
          <OrderHistory events={o.events} />
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}

function Summary({ order: o }: { order: AdminOrderDetail }) {
  const address = `${o.address.name} ${o.address.phone} ${o.address.region} ${o.address.detail}`;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'no', label: '订单号', children: o.order_no },
        { key: 'company', label: '买家', children: o.company_name },
        { key: 'user', label: '下单人', children: o.user_name },
        { key: 'status', label: '状态', children: statusLabel(o.status) },
        { key: 'created', label: '下单时间', children: formatTime(o.created_at) || '-' },
        { key: 'paid', label: '付款时间', children: formatTime(o.paid_at) || '-' },
        { key: 'method', label: '支付方式', children: o.pay_method_text || '-' },
        {
          key: 'invoice',
          label: '发票',
          children: <OrderInvoice id={o.id} chosen={o.invoice_text} />,
        },
        { key: 'remark', label: '买家备注', children: o.remark || '-', span: 2 },
        ...(o.cancel_reason
          ? [{ key: 'cancel', label: '取消原因', children: o.cancel_reason, span: 3 }]
          : []),
        { key: 'address', label: '收货地址', children: address.trim() || '-', span: 3 },
      ]}
    />
  );
}
