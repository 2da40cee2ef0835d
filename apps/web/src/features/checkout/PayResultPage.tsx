import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePayStatus } from '../../api/checkout/get-pay-status';
import { useOrder } from '../../api/order/get-order';
import { ButtonLink } from '../../components/ButtonLink';
import { CartPageHeader } from '../../components/CartPageHeader';

/** Online payments: the provider's notice may arrive a moment after the buyer returns. */
const PAY_STATUS_ATTEMPTS = 5;
const PAY_STATUS_INTERVAL_MS = 2000;

/** /cart/step4?id=: the payment result, asked for a few times until it is known. */
export function PayResultPage() {
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const status = usePayStatus(id, {
    attempts: PAY_STATUS_ATTEMPTS,
    intervalMs: PAY_STATUS_INTERVAL_MS,
  });
  const paid = status.data?.paid === 1;
  const order = useOrder(paid ? id : 0);
  const detail = `/order/info/${id}`;
  const polling = status.waiting && !paid;

  const links = (
    <>
      <ButtonLink type="primary" to={detail}>
        查看订单详情
      </ButtonLink>
      <ButtonLink to="/">继续购物</ButtonLink>
    </>
  );

  let body: ReactNode;
  if (!Number.isSafeInteger(id) || id <= 0) {
    body = (
      <Result
        status="404"
        title="订单不存在"
        extra={<ButtonLink to="/order">查看我的订单</ButtonLink>}
      />
    );
  } else if (paid) {
    body = (
      <Result
        status="success"
        title={order.data?.pay_method === 'credit' ? '挂账成功' : '支付成功'}
        subTitle={
          order.data
            ? order.data.pay_method === 'credit'
              ? `订单号：${order.data.order_no}，挂账金额 ¥${order.data.paid_amount || order.data.pay_amount}，请按对账单按期还款`
              : `订单号：${order.data.order_no}，实付金额 ¥${order.data.paid_amount || order.data.pay_amount}`
            : '我们会尽快为您安排发货'
        }
        extra={links}
      />
    );
  } else if (polling) {
    body = <Result icon={<Spin size="large" />} title="正在确认支付结果…" extra={links} />;
  } else if (status.data?.status === 'cancelled') {
    body = <Result status="warning" title="订单已取消" extra={links} />;
  } else {
    body = (
      <Result
        status="info"
        title="暂未收到支付结果"
        subTitle="如果您已完成支付，请稍后刷新查看；未支付的订单可以继续支付。"
        extra={
          <>
            <Button onClick={() => status.refetch()}>重新查询</Button>
            <ButtonLink type="primary" to={`/cart/step3/${id}`}>
              继续支付
            </ButtonLink>
            <ButtonLink to={detail}>查看订单详情</ButtonLink>
          </>
        }
      />
    );
  }

  return (
    <div>
      <CartPageHeader step={4} title="支付完成" />
      <div style={{ background: '#fff', marginBottom: 24 }}>{body}</div>
    </div>
  );
}
