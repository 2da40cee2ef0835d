import { Card, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { PickedGoods } from '../../components/marketing/goods-search';
import type { Window } from '../../components/window';

export type TemplateValues = {
  name: string;
  type: 1 | 2;
  amount: string;
  min_amount: string;
  total: number;
  per_buyer: number;
  range: Window;
  valid_days: number;
  valid_to?: Dayjs | string | null;
  goods: PickedGoods[];
  category_ids: number[];
};

/** The ticket as buyers will see it in 领券中心, drawn from the form as it is now. */
export function CouponPreview({ values: v }: { values: Partial<TemplateValues> }) {
  const cash = v.type === 2;
  const min = Number(v.min_amount ?? 0);
  const threshold = cash || !min ? '无门槛' : `满${min}元可用`;
  const scoped = (v.category_ids?.length ?? 0) + (v.goods?.length ?? 0) > 0;
  const scope = cash || !scoped ? '全场通用' : '限指定品类/商品可用';
  const validity =
    (v.valid_days ?? 0) > 0
      ? `领取后${v.valid_days}天内有效`
      : v.valid_to
        ? `${dayjs(v.valid_to).format('YYYY-MM-DD')}前有效`
        : '请设置有效期';
  return (
    <Card size="small" title="买家看到的样子" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', border: '1px solid #ffd8d6', borderRadius: 6 }}>
        <div
          style={{
            width: 120,
            padding: '14px 0',
            textAlign: 'center',
            color: '#fff',
            background: cash ? '#f08a24' : '#f0302c',
            borderRadius: '6px 0 0 6px',
          }}
        >
          <div style={{ fontSize: 28, fontWeight: 600 }}>¥{Number(v.amount ?? 0) || '—'}</div>
          <div>{threshold}</div>
        </div>
        <div style={{ padding: '10px 14px' }}>
          <Typography.Text strong>
            [{cash ? '现金券' : '优惠券'}] {v.name || '（券名称）'}
          </Typography.Text>
          <div style={{ color: '#666' }}>{scope}</div>
          <div style={{ color: '#999' }}>{validity}</div>
        </div>
      </div>
    </Card>
  );
}
