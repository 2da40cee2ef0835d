import type { Order } from '@shop/contract';
import { App, Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { PAY_BY_MAIN, useGrants } from '../../api/account/grants';
import { useBuyAgain } from '../../api/order/buy-again';
import { useCancelOrder } from '../../api/order/cancel-order';
import { useConfirmOrder } from '../../api/order/confirm-order';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * 去支付, 取消订单, 确认收货, 再次购买 and (in lists) 查看详情 for one order;
 * a sub-account sees only what its grants allow (pay: else 请联系主账号支付; order: cancel).
 */
export function OrderActions({
  order,
  showDetail = false,
  size = 'small',
}: {
  order: Pick<Order, 'id' | 'status'>;
  showDetail?: boolean;
  size?: 'small' | 'middle';
}) {
  const { message, modal } = App.useApp();
  const cancel = useCancelOrder();
  const confirm = useConfirmOrder();
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  const unpaid = order.status === 'unpaid';
  const waiting = order.status === 'awaiting_approval';
  const { canOrder, canPay } = useGrants();
  const isMain = useUserInfo().user?.is_main === 1;

  const onCancel = () =>
    modal.confirm({
      title: '提示',
      content: '确认取消该订单吗？取消后商品库存和优惠券将退回。',
      okText: '取消订单',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () =>
        cancel.mutateAsync(order.id).then(
          () => message.success('订单已取消'),
          // The global handler has shown why; the dialog just closes.
          () => undefined,
        ),
    });

  const onConfirm = () =>
    modal.confirm({
      title: '确认收货',
      content: '请确认已收到全部商品，确认后订单完成。',
      okText: '确认收货',
      cancelText: '再等等',
      onOk: () =>
        confirm.mutateAsync(order.id).then(
          () => message.success('已确认收货'),
          () => undefined,
        ),
    });

  const onBuyAgain = () =>
    buyAgain.mutate(order.id, {
      onSuccess: ({ added, skipped }) => {
        const content = (
          <div>
            <p>已加入购物车 {added} 种商品。</p>
            {skipped.length > 0 && (
              <>
                <p>以下商品未能加入：</p>
                <ul>
                  {skipped.map((s) => (
                    <li key={s.name}>
                      {s.name}：{s.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        );
        if (added === 0) {
          modal.warning({ title: '未能加入购物车', content, okText: '知道了' });
          return;
        }
        modal.confirm({
          title: '加入购物车成功',
          content,
          okText: '去购物车',
          cancelText: '留在本页',
          onOk: () => navigate('/cart'),
        });
      },
    });

  return (
    <Space size={6} wrap>
      {unpaid &&
        (canPay ? (
          <ButtonLink type="primary" size={size} to={`/cart/step3/${order.id}`}>
            去支付
          </ButtonLink>
        ) : (
          <Tag color="orange">{PAY_BY_MAIN}</Tag>
        ))}
      {waiting &&
        (isMain ? (
          <ButtonLink type="primary" size={size} to="/approvals">
            去审批
          </ButtonLink>
        ) : (
          <Tag color="gold">等待主账号审批</Tag>
        ))}
      {(unpaid || waiting) && canOrder && (
        <Button size={size} onClick={onCancel}>
          取消订单
        </Button>
      )}
      {order.status === 'shipped' && (
        <Button type="primary" size={size} onClick={onConfirm}>
          确认收货
        </Button>
      )}
      <Button size={size} loading={buyAgain.isPending} onClick={onBuyAgain}>
        再次购买
      </Button>
      {showDetail && (
        <ButtonLink size={size} type="link" to={`/order/info/${order.id}`}>
          查看详情
        </ButtonLink>
      )}
    </Space>
  );
}
