import type { Order } from '@shop/contract';
import { Alert, Button } from 'antd';
import { useRef } from 'react';
import { isApiError } from '../../api/api-error';
import { usePayOrder } from '../../api/checkout/pay-order';
import { TransferPanel } from '../../components/TransferPanel';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * Step 3's 对公转账: the first click opens the order's transfer (the server
 * gives its 附言 code and holds the stock for the transfer window); then the
 * account, code, amount, deadline and the receipt upload.
 */
export function TransferPay({ order }: { order: Order }) {
  const pay = usePayOrder();
  const key = useRef(newIdempotencyKey());
  if (order.pay_method === 'transfer' || pay.isSuccess)
    return <TransferPanel target={{ kind: 'order', id: order.id }} canUpload />;
  return (
    <div>
      <p>
        选择对公转账后，订单库存将为您保留至转账截止时间；请用本企业对公账户转账，并上传银行回单。
      </p>
      <Button
        type="primary"
        size="large"
        loading={pay.isPending}
        onClick={() => pay.mutate({ id: order.id, method: 'transfer', key: key.current })}
      >
        使用对公转账 ¥{order.pay_amount}
      </Button>
      {pay.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={isApiError(pay.error) ? pay.error.message : '操作失败，请重试'}
        />
      )}
    </div>
  );
}
