import { Column } from '@ant-design/charts';

// Loaded on its own (React.lazy): the charting library stays out of the
// login page and the first paint of the dashboard.

export type TrendPoint = { date: string; amount: string; orders: number };

/** 近30天销售额: a column a day, yuan. */
export default function SalesTrend({ daily }: { daily: TrendPoint[] }) {
  const data = daily.map((d) => ({
    date: d.date.slice(5),
    金额: Number(d.amount),
    订单: d.orders,
  }));
  return (
    <Column
      data={data}
      xField="date"
      yField="金额"
      height={260}
      axis={{ y: { title: '元' }, x: { labelAutoRotate: true } }}
      tooltip={{
        items: [
          { channel: 'y', name: '销售额（元）' },
          { field: '订单', name: '订单数' },
        ],
      }}
      style={{ fill: '#1677ff', maxWidth: 24 }}
    />
  );
}
