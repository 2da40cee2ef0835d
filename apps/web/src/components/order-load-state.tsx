import { Result } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import type { useOrder } from '../api/order/get-order';
import { ButtonLink } from './ButtonLink';
import { LoadFailed } from './LoadFailed';
import { PageSpinner } from './PageSpinner';

/**
 * What a page about one order shows until the order is there: not found,
 * loading, or a failed load with a retry. null once the order has loaded.
 */
export function orderLoadState(id: number, order: ReturnType<typeof useOrder>): ReactNode | null {
  if (!Number.isSafeInteger(id) || id <= 0 || (isApiError(order.error) && order.error.code === 404))
    return (
      <Result
        status="404"
        title="订单不存在"
        extra={
          <ButtonLink type="primary" to="/order">
            查看我的订单
          </ButtonLink>
        }
      />
    );
  if (order.isPending) return <PageSpinner padding={80} />;
  if (!order.data) return <LoadFailed what="订单" query={order} />;
  return null;
}
