import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminOrderDetail } from '@shop/contract';
import { App, Button, Form } from 'antd';
import { useCancelOrder } from '../../api/order-cancel';
import { applyServerErrors } from '../../lib/apply-server-errors';

/** 取消订单: stock and coupon go back; a paid order's money goes back where it came from. */
export function CancelOrderForm({ order }: { order: AdminOrderDetail }) {
  const { message } = App.useApp();
  const cancel = useCancelOrder(order.id);
  const [form] = Form.useForm<{ reason: string }>();
  const paid = order.status === 'paid';

  return (
    <ModalForm<{ reason: string }>
      title={`取消订单 · ${order.order_no}`}
      form={form}
      width={480}
      trigger={<Button danger>取消订单</Button>}
      modalProps={{ destroyOnHidden: true, okText: '确认取消', okButtonProps: { danger: true } }}
      onFinish={async ({ reason }) => {
        try {
          await cancel.mutateAsync({ reason: reason.trim() });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success(paid ? '订单已取消，款项已原路退回' : '订单已取消');
        return true;
      }}
    >
      <p>
        {paid
          ? `订单已支付 ¥${order.pay_amount}：取消后库存、优惠券退回，余额支付退回买家余额，在线支付原路退回。`
          : '取消后库存、优惠券退回。'}
      </p>
      <ProFormTextArea
        name="reason"
        label="取消原因"
        placeholder="买家在订单详情中可见"
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}
      />
    </ModalForm>
  );
}
