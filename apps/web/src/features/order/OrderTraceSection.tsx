import type { BuyerTraceCode } from '@shop/contract';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { traceCodesCsvUrl, useTraceCodes } from '../../api/order/get-trace-codes';
import styles from './OrderDetailPage.module.css';

const columns = [
  { title: '商品', dataIndex: 'goods_name', key: 'goods_name' },
  { title: '规格', dataIndex: 'specification', key: 'specification' },
  { title: '批号', dataIndex: 'lot_no', key: 'lot_no' },
  { title: '有效期至', dataIndex: 'expiry_date', key: 'expiry_date' },
  {
    title: '追溯码',
    dataIndex: 'code',
    key: 'code',
    render: (c: string) => <code>{c}</code>,
  },
];

/**
 * 追溯码 of the units that shipped: the count, the list on demand, and the
 * CSV the pharmacy's own checkout imports. Shown only when there are codes.
 */
export function OrderTraceSection({ orderId }: { orderId: number }) {
  const codes = useTraceCodes(orderId);
  const [shown, setShown] = useState(false);
  if (!codes.data || codes.data.count === 0) return null;
  return (
    <section className={styles.section} aria-label="药品追溯码">
      <h2>药品追溯码</h2>
      <div className={styles.traceBar}>
        <span>
          本订单已发货商品共 <strong>{codes.data.count}</strong> 个追溯码
        </span>
        <Button size="small" onClick={() => setShown((s) => !s)}>
          {shown ? '收起' : '查看追溯码'}
        </Button>
        <Button type="primary" size="small" href={traceCodesCsvUrl(orderId)} download>
          下载追溯码(CSV)
        </Button>
      </div>
      {shown && (
        <Table<BuyerTraceCode>
          rowKey="code"
          size="small"
          pagination={codes.data.count > 20 ? { pageSize: 20 } : false}
          dataSource={codes.data.items}
          columns={columns}
        />
      )}
    </section>
  );
}
