import { BellFilled, BellOutlined } from '@ant-design/icons';
import type { Goods } from '@shop/contract';
import { App, Button } from 'antd';
import { useArrivalNotice, useToggleArrivalNotice } from '../api/standing-lists/standing-lists';

/**
 * 到货通知我 on a goods that is out of stock: a 站内信 comes when stock
 * arrives; 已订阅到货通知 cancels it. Only for a logged-in buyer (who sees prices).
 */
export function ArrivalNoticeButton({ goods }: { goods: Pick<Goods, 'id' | 'number' | 'price'> }) {
  const show = goods.number === 0 && goods.price !== null;
  const state = useArrivalNotice(goods.id, show);
  const toggle = useToggleArrivalNotice(goods.id);
  const { message } = App.useApp();
  if (!show) return null;
  const on = state.data?.subscribed === 1;
  return (
    <Button
      size="large"
      icon={on ? <BellFilled /> : <BellOutlined />}
      loading={state.isPending || toggle.isPending}
      title={on ? '点击取消到货通知' : '到货后通过站内信通知您'}
      onClick={() => toggle.mutate(!on, { onSuccess: (r) => message.success(r.msg) })}
    >
      {on ? '已订阅到货通知（取消）' : '到货通知我'}
    </Button>
  );
}
