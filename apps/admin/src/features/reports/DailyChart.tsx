import { Line } from '@ant-design/charts';
import type { SalesRow } from '@shop/contract';

// Lazy-loaded (React.lazy): the charting library downloads only with the chart.

/** 按日 sales of the range as a line, yuan. */
export default function DailyChart({ rows }: { rows: SalesRow[] }) {
  const data = rows.map((r) => ({ date: r.key, 金额: Number(r.amount), 订单: r.orders }));
  return (
    <Line
      data={data}
      xField="date"
      yField="金额"
      height={260}
      point={{ shapeField: 'circle', sizeField: 3 }}
      axis={{ y: { title: '元' } }}
      tooltip={{
        items: [
          { channel: 'y', name: '销售额（元）' },
          { field: '订单', name: '订单数' },
        ],
      }}
    />
  );
}
