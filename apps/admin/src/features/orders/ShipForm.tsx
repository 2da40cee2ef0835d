import { ModalForm, ProForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import type { AdminOrderDetail, AdminOrderLine } from '@shop/contract';
import { App, Button, Form, Select } from 'antd';
import { useCarriers } from '../../api/carriers';
import { useShipOrder } from '../../api/orders';
import { applyServerErrors } from '../../lib/apply-server-errors';

type ShipValues = { carrier_id: number; tracking_no: string; lines: number[] };

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
  const carriers = useCarriers();
  const ticked: number[] = Form.useWatch('lines', form) ?? shippable.map((l) => l.id);
  // 冷链 goods in the parcel: only cold-chain carriers (the server refuses the others too).
  const cold = unshipped.find((l) => ticked.includes(l.id) && l.is_cold_chain === 1);
  const carrierOptions = (carriers.data ?? [])
    .filter((c) => c.enabled === 1 && (!cold || c.cold_chain === 1))
    .map((c) => ({ value: c.id, label: c.cold_chain ? `${c.name}（冷链）` : c.name }));

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
            carrier_id: values.carrier_id,
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
        name="carrier_id"
        label="承运商"
        extra={
          cold
            ? `含冷链商品「${cold.name}」：只能选择冷链承运商（2-8°C）`
            : '承运商在「订单 · 承运商」中维护'
        }
        rules={[{ required: true, message: '请选择承运商' }]}
      >
        <Select
          options={carrierOptions}
          loading={carriers.isPending}
          placeholder="选择承运商"
          showSearch={{ optionFilterProp: 'label' }}
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
