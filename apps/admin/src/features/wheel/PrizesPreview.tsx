import { Alert, Progress } from 'antd';

export type PrizeValues = {
  id?: number;
  type: number;
  name: string;
  percent: number;
  stock: number | null;
  points?: number;
  coupon_template_id?: number | null;
};

/** What buyers will meet on the wheel: each prize's share, and whether the shares add up. */
export function PrizesPreview({ prizes }: { prizes: PrizeValues[] }) {
  const weights = prizes.map((p) => Math.round((p.percent ?? 0) * 100));
  const sum = weights.reduce((s, w) => s + w, 0);
  // A new prize row has no identity but its place in the form list.
  const rows = prizes.map((p, i) => ({
    p,
    weight: weights[i] ?? 0,
    key: p.id ? `p${p.id}` : `new${i}`,
  }));
  const hasThanks = prizes.some((p) => p.type === 0);
  return (
    <div data-testid="prizes-preview">
      <h4>预览：买家看到的转盘（顺时针）</h4>
      {rows.map(({ p, weight, key }) => (
        <div key={key} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span style={{ width: 160 }}>{p.name || '（未命名）'}</span>
          <Progress
            style={{ flex: 1 }}
            percent={weight / 100}
            format={(v) => `${v?.toFixed(2)}%`}
          />
        </div>
      ))}
      {sum !== 10_000 ? (
        <Alert type="error" showIcon message={`概率合计 ${(sum / 100).toFixed(2)}%，须为 100%`} />
      ) : !hasThanks ? (
        <Alert type="warning" showIcon message="须设置一个“谢谢参与”" />
      ) : (
        <Alert type="success" showIcon message="概率合计 100%" />
      )}
    </div>
  );
}
