import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';

/** The option column of a marketing list. */
export function optionColumn<Row>(
  width: number,
  render: (row: Row) => ReactNode[],
): ProColumns<Row> {
  return {
    title: '操作',
    valueType: 'option',
    width,
    fixed: 'right',
    render: (_, row) => render(row),
  };
}

/** An activity's window: when it starts and ends. */
export function windowColumns<Row>(
  from: keyof Row & string,
  to: keyof Row & string,
  titles: [string, string] = ['开始', '结束'],
): ProColumns<Row>[] {
  return [
    { title: titles[0], dataIndex: from, valueType: 'dateTime', search: false, width: 170 },
    { title: titles[1], dataIndex: to, valueType: 'dateTime', search: false, width: 170 },
  ];
}

/** An activity's state (activity-status.ts), a filter where the list has a search form. */
export function statusColumn<Row>(
  valueEnum: Record<string, { text: string; status: string }>,
  width = 100,
): ProColumns<Row> {
  return { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum, width };
}
