import { ModalForm, ProForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import type { AdminOrderDetail, AdminOrderLine } from '@shop/contract';
import { App, AutoComplete, Button, Form } from 'antd';
import { useShipOrder } from '../../api/orders';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { CARRIERS } from './status';

type ShipValues = { carrier: string; tracking_no: string; lines: number[] };

const carrierOptions = CARRIERS.map((c) => ({ value: c }));

/** What the warehouse sends of a line: units refunded before shipping stay behind. */
function shipLabel(l: AdminOrderLine) {
  const refunded = l.unshipped_refund;
  const base = `${l.name}（${l.ypgg}）× ${l.number - refunded}${l.bzdw}`;
  if (l.after_sale_id)
    return `${l.name}（${l.ypgg}）：售后申请 #${l.after_sale_id} 处理中，处理后再发货`;
  return refunded > 0 ? `${base}（已退款 ${refunded}${l.bzdw}，不发）` : base;
}

/** Refunded in full before shipping: nothing of it leaves (the server never ships it). */
const fullyRefunded = (l: AdminOrderLine) =>
  l.shipment_id === null && l.unshipped_refund >= l.number;

/** 发货: one parcel of a paid order, every unshipped line unless fewer are ticked. */
export function ShipForm({ order }: { order: AdminOrderDetail }) {
  const { message } = App.useApp();
  const ship = useShipOrder(order.id);
  const [form] = Form.useForm<ShipValues>();
  const unshipped = order.lines.filter((l) => l.shipment_id === null && !fullyRefunded(l));
  // A line in an undecided refund request waits; the server refuses it too.
  const shippable = unshipped.filter((l) => !l.after_sale_id);

  return (
    <ModalForm<ShipValues>
      title={`发货 · ${order.order_no}`}
      form={form}
      width={560}
      trigger={<Button type="primary">发货</Button>}
      modalProps={{ destroyOnHidden: true, okText: '确认发货' }}
      initialValues={{ lines: shippable.map((l) => l.id) }}
      onFinish={async (values) => {
        const all = values.lines.length === unshipped.length;
        try {
          await ship.mutateAsync({
            carrier: values.carrier.trim(),
            tracking_no: values.tracking_no.trim(),
            // Left out: every unshipped line.
            ...(all ? {} : { lines: values.lines }),
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('已发货');
        return true;
      }}
    >
      <ProForm.Item
        name="carrier"
        label="快递公司"
        rules={[{ required: true, whitespace: true, message: '请选择或输入快递公司' }]}
      >
        <AutoComplete
          options={carrierOptions}
          placeholder="选择或输入快递公司"
          showSearch={{
            filterOption: (input, option) => (option?.value ?? '').includes(input.trim()),
          }}
        />
      </ProForm.Item>
      <ProFormText
        name="tracking_no"
        label="快递单号"
        placeholder="6-40 位字母、数字或短横线"
        fieldProps={{ maxLength: 40 }}
        rules={[
          { required: true, whitespace: true, message: '请输入快递单号' },
          {
            pattern: /^\s*[A-Za-z0-9-]{6,40}\s*$/,
            message: '快递单号为 6-40 位字母、数字或短横线',
          },
        ]}
      />
      <ProFormCheckbox.Group
        name="lines"
        label="发货商品"
        layout="vertical"
        options={unshipped.map((l) => ({
          value: l.id,
          disabled: Boolean(l.after_sale_id),
          label: shipLabel(l),
        }))}
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一件商品' }]}
      />
    </ModalForm>
  );
}
