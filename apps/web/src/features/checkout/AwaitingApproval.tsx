import type { Order } from '@shop/contract';
import { Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { formatDateTime } from '../../lib/format-time';

/** Step 3 of an order over the sub-account's limits: it waits for the main account (待审批). */
export function AwaitingApproval({ order }: { order: Order }) {
  return (
    <Result
      status="info"
      title="订单已提交，等待主账号审批"
      subTitle={`订单号：${order.order_no}。订单金额超出您的采购限额，主账号审批通过后即可支付${
        order.expires_at ? `；${formatDateTime(order.expires_at)} 前未审批将自动取消` : ''
      }。`}
      extra={[
        <ButtonLink key="detail" type="primary" to={`/order/info/${order.id}`}>
          查看订单详情
        </ButtonLink>,
        <ButtonLink key="list" to="/order?status=awaiting_approval">
          待审批订单
        </ButtonLink>,
      ]}
    />
  );
}
