import { Card, Tag, Typography } from 'antd';
import type { PickedGoods } from '../../components/marketing/GoodsSelect';

/** What a new customer sees on /xr/tj for this offer. */
export function NewCustomerPreview({
  goods,
  price,
  limit,
}: {
  goods: PickedGoods | null | undefined;
  price: string | undefined;
  limit: number | undefined;
}) {
  if (!goods) return null;
  return (
    <Card size="small" title="买家看到的样子" style={{ background: '#fafafa' }}>
      <Typography.Text strong>{goods.name}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <Tag color="red">新人价</Tag>
        <span style={{ color: '#e4393c', fontSize: 18, fontWeight: 600 }}>¥{price || '—'}</span>
        {goods.price && <s style={{ color: '#999', marginLeft: 8 }}>¥{goods.price}</s>}
      </div>
      <div style={{ color: '#666', marginTop: 4 }}>
        每家限购 {limit ?? 1} 件 · 仅限未完成过订单的新客户
      </div>
    </Card>
  );
}
