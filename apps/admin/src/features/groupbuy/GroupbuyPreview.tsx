import { Card, Tag } from 'antd';
import type { PickedGoods } from '../../components/marketing/GoodsSelect';
import type { Window } from '../../components/window';

export type GroupbuyValues = {
  goods: PickedGoods | null;
  title: string;
  pt_price: string;
  group_size: number;
  number: number;
  group_hours: number;
  range: Window;
};

/** What buyers will see in /ptzq: the group price beside the single price, the group size. */
export function GroupbuyPreview({ values: v }: { values: Partial<GroupbuyValues> }) {
  const price = Number(v.pt_price);
  const single = Number(v.goods?.price);
  return (
    <Card
      size="small"
      title="买家看到的效果（预览）"
      style={{ marginBottom: 16, background: '#fffafa' }}
    >
      <div style={{ color: '#f5222d', fontSize: 12 }}>{v.title || '活动名称'}</div>
      <div style={{ fontWeight: 500, margin: '4px 0' }}>{v.goods?.name ?? '请选择商品'}</div>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <Tag color="red">拼团价</Tag>
        <span style={{ color: '#f5222d', fontSize: 20 }}>
          ¥{Number.isFinite(price) && price > 0 ? price.toFixed(2) : '--'}
        </span>
        {Number.isFinite(single) && single > 0 && (
          <del style={{ color: '#8c8c8c' }}>单买 ¥{single.toFixed(2)}</del>
        )}
      </div>
      <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>
        {v.group_size ?? '-'}人团 · 每家 {v.number ?? '-'} 件 · 开团后 {v.group_hours ?? 24}{' '}
        小时内凑满即成团，否则自动退款
        {Number.isFinite(price) && Number.isFinite(single) && price >= single && (
          <Tag color="orange" style={{ marginLeft: 8 }}>
            拼团价不低于单买价
          </Tag>
        )}
      </div>
    </Card>
  );
}
