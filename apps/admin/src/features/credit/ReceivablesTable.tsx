import { Button, Table } from 'antd';
import type { ReceivableRow } from '../../api/credit';

const money = (title: string, dataIndex: keyof ReceivableRow) => ({
  title,
  dataIndex,
  align: 'right' as const,
  width: 110,
});

/** 应收账龄: what each company owes, by days past its due date, with the total; exportable. */
export function ReceivablesTable({
  rows,
  total,
  loading,
  exportUrl,
}: {
  rows: ReceivableRow[];
  total: ReceivableRow | undefined;
  loading: boolean;
  exportUrl: string;
}) {
  return (
    <Table<ReceivableRow>
      rowKey="company_id"
      size="middle"
      loading={loading}
      dataSource={total && rows.length > 0 ? [...rows, total] : rows}
      pagination={false}
      title={() => (
        <Button href={exportUrl} download>
          导出 Excel
        </Button>
      )}
      columns={[
        { title: '客户', dataIndex: 'company_name', ellipsis: true },
        money('欠款合计', 'used'),
        money('未到期', 'not_due'),
        money('逾期1-30天', 'd1_30'),
        money('逾期31-60天', 'd31_60'),
        money('逾期61-90天', 'd61_90'),
        money('逾期90天以上', 'd90_plus'),
        money('逾期合计', 'overdue'),
      ]}
    />
  );
}
