import type { AfterSale } from '@shop/contract';
import { App, Button, Form, Input, Popconfirm, Space, Steps, Tag } from 'antd';
import {
  useCancelAfterSale,
  useOrderAfterSales,
  useReturnShipment,
} from '../../api/order/after-sales';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { formatDateTime } from '../../lib/format-time';
import { AfterSaleApply } from './AfterSaleApply';
import { AFTER_SALE_COLORS } from './after-sale-status';
import styles from './OrderDetailPage.module.css';

function ReturnShipmentForm({ request }: { request: AfterSale }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ carrier: string; tracking_no: string }>();
  const send = useReturnShipment();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={async (v) => {
        try {
          await send.mutateAsync({ id: request.id, ...v });
          message.success('退货物流已提交');
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
        }
      }}
    >
      <Form.Item
        name="carrier"
        rules={[{ required: true, whitespace: true, message: '请输入快递公司' }]}
      >
        <Input placeholder="快递公司" maxLength={30} />
      </Form.Item>
      <Form.Item name="tracking_no" rules={[{ required: true, message: '请输入快递单号' }]}>
        <Input placeholder="快递单号" maxLength={40} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        提交退货物流
      </Button>
    </Form>
  );
}

/** Where the goods of an approved return go: the shop's address, or whom to ask while it has none. */
function ReturnAddress({ request: r }: { request: AfterSale }) {
  const to = r.return_address;
  if (!to) return <p>审核已通过，请联系客服获取退货地址后寄回商品。</p>;
  return (
    <div className={styles.returnTo} role="note" aria-label="退货地址">
      <p>审核已通过，请将商品寄回：</p>
      <p>
        <strong>{to.address}</strong>
      </p>
      <p>
        收件人：{to.receiver || '—'}　电话：{to.phone || '—'}
      </p>
    </div>
  );
}

function RequestCard({ request: r }: { request: AfterSale }) {
  const cancel = useCancelAfterSale();
  const ended = r.status === 'declined' || r.status === 'cancelled';
  return (
    <div className={styles.afterSale}>
      <Space wrap>
        <strong>
          {r.kind_text} #{r.id}
        </strong>
        <Tag color={AFTER_SALE_COLORS[r.status]}>{r.status_text}</Tag>
        <span>退款金额 ¥{r.amount}</span>
        {r.status === 'refunded' && <span>（{r.refund_method_text}）</span>}
        {r.status === 'pending' && (
          <Popconfirm title="取消这个售后申请？" onConfirm={() => cancel.mutateAsync(r.id)}>
            <Button size="small">取消申请</Button>
          </Popconfirm>
        )}
      </Space>
      <p className={styles.muted}>
        {r.lines.map((l) => `${l.name} × ${l.number}${l.bzdw}`).join('，')}；原因：{r.reason}
      </p>
      {r.review_note && <p>审核备注：{r.review_note}</p>}
      {r.return_tracking_no && (
        <p>
          退货物流：{r.return_carrier} {r.return_tracking_no}
        </p>
      )}
      <Steps
        size="small"
        current={r.steps.filter((s) => s.time).length - 1}
        status={ended ? 'error' : r.status === 'refunded' ? 'finish' : 'process'}
        items={r.steps.map((s) => ({
          title: s.title,
          description: s.time ? formatDateTime(s.time) : undefined,
        }))}
      />
      {r.status === 'approved' && r.kind === 'return' && (
        <div style={{ marginTop: 12 }}>
          <ReturnAddress request={r} />
          <p>寄出后请填写退货物流：</p>
          <ReturnShipmentForm request={r} />
        </div>
      )}
    </div>
  );
}

/** 售后进度 on the order detail, with 申请售后 for paid, shipped and completed orders. */
export function AfterSalesSection({ orderId }: { orderId: number }) {
  const { data } = useOrderAfterSales(orderId);
  if (!data || (!data.can_apply && data.requests.length === 0)) return null;
  return (
    <section className={styles.section} aria-label="售后进度">
      <div className={styles.statusRow}>
        <h2>售后进度</h2>
        {data.can_apply && <AfterSaleApply orderId={orderId} lines={data.lines} />}
      </div>
      {data.requests.length === 0 ? (
        <p className={styles.muted}>暂无售后申请。商品有问题可点击「申请售后」。</p>
      ) : (
        data.requests.map((r) => <RequestCard key={r.id} request={r} />)
      )}
    </section>
  );
}
