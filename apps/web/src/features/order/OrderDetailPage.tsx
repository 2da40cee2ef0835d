import type { Order, OrderLine, OrderRefund } from '@shop/contract';
import { Descriptions, Table, Tag, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import { useGrants } from '../../api/account/grants';
import { useOrder } from '../../api/order/get-order';
import { AmountList, AmountRow } from '../../components/AmountList';
import { PromoTag } from '../../components/LineTag';
import { OrderGroupSection } from '../../components/OrderGroupSection';
import { OrderInvoiceSection } from '../../components/OrderInvoiceSection';
import { orderLoadState } from '../../components/order-load-state';
import { SaveAsListButton } from '../../components/SaveAsListButton';
import { formatDateTime } from '../../lib/format-time';
import { usePageTitle } from '../../lib/page-title';
import { AfterSalesSection } from './AfterSalesSection';
import { DeliveryNoteLink } from './DeliveryNoteLink';
import { OrderActions } from './OrderActions';
import styles from './OrderDetailPage.module.css';
import { OrderPapersSection } from './OrderPapersSection';
import { OrderTraceSection } from './OrderTraceSection';
import { OrderTransferSection } from './OrderTransferSection';
import { STATUS_COLORS } from './order-status';

/** 退回余额, or each way the money went back with its part when there were several. */
const refundWays = (refunds: OrderRefund[]) =>
  refunds.length === 1
    ? refunds[0]!.method_text
    : refunds.map((r) => `${r.method_text} ¥${r.amount}`).join('，');

const INVOICE_NAMES = ['不开发票', '增值税普通发票', '增值税专用发票'];
const lineColumns = [
  {
    title: '商品',
    key: 'name',
    render: (_: unknown, l: OrderLine) => (
      <div className={styles.goods}>
        <img src={l.logo} alt="" width={56} height={56} loading="lazy" />
        <div>
          <Link to={`/list/info/${l.goods_id}`} className={styles.name}>
            {l.name}
          </Link>
          <div className={styles.muted}>
            {l.ypgg} | {l.sccj}
          </div>
          {l.promo?.combination_name && (
            <div className={styles.package}>【组合购】{l.promo.combination_name}</div>
          )}
        </div>
      </div>
    ),
  },
  {
    title: '单价',
    key: 'price',
    width: 120,
    render: (_: unknown, l: OrderLine) => (
      <>
        <PromoTag promo={l.promo} />¥{l.price}
      </>
    ),
  },
  {
    title: '数量',
    key: 'number',
    width: 100,
    render: (_: unknown, l: OrderLine) => (
      <>
        {l.number}
        {l.bzdw}
        {l.unshipped_refund > 0 && (
          // Refunded before it left the warehouse: that many are not sent.
          <div className={styles.muted}>
            {l.unshipped_refund >= l.number
              ? '已退款，不发货'
              : `已退款 ${l.unshipped_refund}${l.bzdw}，不发货`}
          </div>
        )}
      </>
    ),
  },
  {
    // The lots the line received (批号, 有效期至, and how many when it spans lots).
    title: '批号 / 有效期',
    key: 'lots',
    width: 200,
    render: (_: unknown, l: OrderLine) =>
      l.lots && l.lots.length > 0 ? (
        <ul className={styles.lots}>
          {l.lots.map((lot) => (
            <li key={lot.lot_no}>
              <span>批号 {lot.lot_no}</span>
              <span className={styles.muted}>
                有效期至 {lot.expiry_date}
                {l.lots!.length > 1 && ` × ${lot.quantity}${l.bzdw}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.muted}>—</span>
      ),
  },
  {
    title: '小计',
    key: 'amount',
    width: 120,
    render: (_: unknown, l: OrderLine) => <strong className={styles.money}>¥{l.amount}</strong>,
  },
];

/** /order/info/:id (alias /order_wddd_info/:id): one order with lines, money, address, logistics. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  usePageTitle(order.data ? `订单 ${order.data.order_no}` : undefined);

  const state = orderLoadState(id, order);
  if (state || !order.data) return state;

  const o = order.data;
  const paid =
    o.status !== 'unpaid' && o.status !== 'cancelled' && o.status !== 'awaiting_approval';
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <div className={styles.statusRow}>
          <h1>
            订单详情 <Tag color={STATUS_COLORS[o.status]}>{o.status_text}</Tag>
          </h1>
          <div>
            <OrderActions order={o} size="middle" />{' '}
            <SaveAsListButton source={() => ({ order_id: o.id })} />
          </div>
        </div>
        <StatusNote order={o} />
        <Descriptions
          column={3}
          size="small"
          items={[
            { key: 'no', label: '订单号', children: o.order_no },
            { key: 'created', label: '下单时间', children: formatDateTime(o.created_at) },
            { key: 'user', label: '下单人', children: o.user_name || '—' },
            {
              key: 'paid',
              label: '支付时间',
              children: o.paid_at ? formatDateTime(o.paid_at) : '—',
            },
            {
              key: 'method',
              label: '支付方式',
              children: o.pay_method_text || '—',
            },
            { key: 'invoice', label: '发票', children: INVOICE_NAMES[o.invoice_type] ?? '—' },
            { key: 'remark', label: '备注', children: o.remark || '—' },
          ]}
        />
      </section>

      <OrderTransferSection order={o} />

      <section className={styles.section} aria-label="收货信息">
        <h2>收货信息</h2>
        {o.address ? (
          <p>
            {o.address.name} {o.address.phone}
            <br />
            {o.address.region} {o.address.detail}
          </p>
        ) : (
          <p className={styles.muted}>—</p>
        )}
      </section>

      <section className={styles.section} aria-label="商品清单">
        <h2>商品清单（共 {o.number_total} 件）</h2>
        <Table<OrderLine>
          // One goods may be on several lines (a 满赠 gift, a line at the original price).
          rowKey={(l) => o.lines.indexOf(l)}
          size="small"
          columns={lineColumns}
          dataSource={o.lines}
          pagination={false}
        />
        <AmountList
          className={styles.amounts}
          amounts={o}
          layout="column"
          payLabel={paid ? '实付金额' : '应付金额'}
          payAmount={paid ? o.paid_amount || o.pay_amount : o.pay_amount}
        >
          {o.refunds && o.refunds.length > 0 && (
            <AmountRow label="已退款">
              <span className={styles.refunded}>
                ¥{o.refunded_amount}（{refundWays(o.refunds)}）
              </span>
            </AmountRow>
          )}
        </AmountList>
      </section>

      <OrderGroupSection orderId={o.id} />

      <AfterSalesSection orderId={o.id} />

      <OrderInvoiceSection orderId={o.id} />

      <OrderPapersSection orderId={o.id} lines={o.lines} />

      <OrderTraceSection orderId={o.id} />

      <div className={styles.columns}>
        <section className={styles.section} aria-label="物流信息">
          <h2>物流信息</h2>
          {o.shipments.length > 0 ? (
            <Timeline
              items={o.shipments.map((p) => ({
                key: p.id,
                content: (
                  <>
                    <div>
                      {p.carrier} 运单号：<strong>{p.tracking_no}</strong>{' '}
                      <DeliveryNoteLink orderId={o.id} shipmentId={p.id} />
                    </div>
                    <div className={styles.muted}>
                      {p.goods.map((g) => `${g.name} ×${g.number}`).join('、')}
                    </div>
                    <div className={styles.muted}>发货时间：{formatDateTime(p.shipped_at)}</div>
                  </>
                ),
              }))}
            />
          ) : (
            <p className={styles.muted}>暂无物流信息</p>
          )}
        </section>
        <section className={styles.section} aria-label="订单记录">
          <h2>订单记录</h2>
          {o.events && o.events.length > 0 ? (
            <Timeline
              items={o.events.map((e) => ({
                key: `${e.time}${e.text}`,
                content: (
                  <>
                    <div>{e.text}</div>
                    <div className={styles.muted}>{formatDateTime(e.time)}</div>
                  </>
                ),
              }))}
            />
          ) : (
            <p className={styles.muted}>暂无记录</p>
          )}
        </section>
      </div>
    </div>
  );
}

function StatusNote({ order }: { order: Order }) {
  const { canPay } = useGrants();
  if (order.status === 'awaiting_approval')
    return (
      <p className={styles.note}>
        订单金额超出子账号的采购限额，等待主账号审批，审批通过后才能支付
        {order.expires_at ? `；${formatDateTime(order.expires_at)} 前未审批将自动取消` : ''}。
      </p>
    );
  if (order.status === 'unpaid' && order.expires_at) {
    return (
      <p className={styles.note}>
        {canPay ? '请' : '主账号需'}在 {formatDateTime(order.expires_at)}{' '}
        前完成支付，逾期订单将自动取消。
      </p>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <p className={styles.note}>
        订单已于 {formatDateTime(order.cancelled_at)} 取消
        {order.cancel_reason ? `：${order.cancel_reason}` : ''}
      </p>
    );
  }
  return null;
}
