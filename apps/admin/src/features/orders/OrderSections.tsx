import type {
  AdminOrderDetail,
  AdminOrderLine,
  OrderEvent,
  OrderLinePromo,
  OrderPayment,
} from '@shop/contract';
import { Descriptions, Empty, Table, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format-time';
import { DeliveryNoteLink } from './DeliveryNoteLink';

export function OrderLines({ order: o }: { order: AdminOrderDetail }) {
  return (
    <>
      <Table<AdminOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={o.lines}
        columns={[
          { title: '商品', dataIndex: 'name' },
          { title: '规格', dataIndex: 'ypgg' },
          { title: '生产厂家', dataIndex: 'sccj', ellipsis: true },
          {
            title: '价格来源',
            dataIndex: 'promo',
            // step 2's short tag is the tooltip; the words say why the price is what it is.
            render: (p: OrderLinePromo | null) =>
              p ? (
                <Tag color={p.kind === 'gift' ? 'orange' : 'red'} title={p.tag}>
                  {p.title}
                </Tag>
              ) : (
                '-'
              ),
          },
          { title: '单价（元）', dataIndex: 'price', align: 'right' },
          {
            title: '数量',
            dataIndex: 'number',
            align: 'right',
            render: (n: number, l) => `${n}${l.bzdw}`,
          },
          { title: '小计（元）', dataIndex: 'amount', align: 'right' },
          {
            title: '批号 / 有效期至 / 数量',
            dataIndex: 'lots',
            width: 200,
            // The lots the line received at placing (none on an order from before lots).
            render: (lots: AdminOrderLine['lots'], l) =>
              !lots?.length
                ? '-'
                : lots.map((lot) => (
                    <div key={lot.lot_no}>
                      {lot.lot_no} / {lot.expiry_date} / {lot.quantity}
                      {l.bzdw}
                    </div>
                  )),
          },
          {
            title: '发货',
            dataIndex: 'shipment_id',
            render: (s: number | null, l) => (
              <>
                {s !== null ? (
                  <Tag color="green">已发货</Tag>
                ) : l.unshipped_refund >= l.number ? (
                  <Tag>已退款，不发货</Tag>
                ) : (
                  <Tag>未发货</Tag>
                )}
                {l.unshipped_refund > 0 && l.unshipped_refund < l.number && (
                  <Tag>
                    未发先退 {l.unshipped_refund}
                    {l.bzdw}
                  </Tag>
                )}
                {l.after_sale_id ? (
                  <Link to={`/after-sales?open=${l.after_sale_id}`}>
                    <Tag color="orange">售后 #{l.after_sale_id} 处理中</Tag>
                  </Link>
                ) : (
                  l.claimed > 0 && (
                    <Tag>
                      售后 {l.claimed}
                      {l.bzdw}
                    </Tag>
                  )
                )}
              </>
            ),
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16, maxWidth: 320, marginInlineStart: 'auto' }}
        items={[
          { key: 'goods', label: '商品金额', children: `¥${o.goods_amount}` },
          { key: 'manjian', label: '满减优惠', children: `-¥${o.manjian_reduce}` },
          { key: 'coupon', label: '优惠券', children: `-¥${o.coupon_reduce}` },
          { key: 'voucher', label: '现金券', children: `-¥${o.voucher_reduce}` },
          { key: 'shipping', label: '运费', children: `¥${o.shipping_fee}` },
          { key: 'pay', label: '应付金额', children: <strong>¥{o.pay_amount}</strong> },
          { key: 'paid', label: '实付金额', children: `¥${o.paid_amount}` },
          ...(o.refunds && o.refunds.length > 0
            ? [
                {
                  key: 'refunded',
                  label: '已退款',
                  // One way: 退回余额; several: each with its part.
                  children: `¥${o.refunded_amount}（${o.refunds
                    .map((r) =>
                      o.refunds!.length > 1 ? `${r.method_text} ¥${r.amount}` : r.method_text,
                    )
                    .join('，')}）`,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

export function Shipments({ order: o }: { order: AdminOrderDetail }) {
  if (o.shipments.length === 0) return <Empty description="尚未发货" />;
  // What left in the parcel: units refunded before shipping stayed behind.
  const names = new Map(
    o.lines.map((l) => [l.id, `${l.name} × ${l.number - l.unshipped_refund}${l.bzdw}`]),
  );
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={o.shipments}
      columns={[
        { title: '承运商', dataIndex: 'carrier' },
        { title: '快递单号', dataIndex: 'tracking_no' },
        {
          title: '商品',
          dataIndex: 'lines',
          render: (ids: number[]) => ids.map((id) => <div key={id}>{names.get(id) ?? id}</div>),
        },
        { title: '发货时间', dataIndex: 'created_at', render: formatTime },
        {
          title: '操作',
          key: 'note',
          render: (_: unknown, p: { id: number }) => (
            <DeliveryNoteLink orderId={o.id} shipmentId={p.id} />
          ),
        },
      ]}
    />
  );
}

export function Payments({ payments }: { payments: OrderPayment[] }) {
  if (payments.length === 0) return <Empty description="暂无支付记录" />;
  return (
    <Table<OrderPayment>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payments}
      columns={[
        { title: '支付方式', dataIndex: 'method_text' },
        { title: '金额（元）', dataIndex: 'amount', align: 'right' },
        { title: '交易号', dataIndex: 'trade_no', render: (v: string) => v || '-' },
        { title: '状态', dataIndex: 'status_text' },
        { title: '时间', dataIndex: 'created_at', render: formatTime },
      ]}
    />
  );
}

export function OrderHistory({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <Empty description="暂无记录" />;
  return (
    <Timeline
      items={events.map((e, i) => ({
        key: `${e.time}-${i}`,
        content: (
          <>
            <div>{e.text}</div>
            <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{formatTime(e.time)}</div>
          </>
        ),
      }))}
    />
  );
}
