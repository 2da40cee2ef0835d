import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { formatTime } from '../../lib/format-time';
import { CellLines } from '../CellLines';

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

/**
 * An activity's window in one column, its start over its end: two columns of
 * times pushed the lists past the width of a 1440 px screen.
 */
export function windowColumn<Row>(
  from: keyof Row & string,
  to: keyof Row & string,
  title = '活动时间',
): ProColumns<Row> {
  return {
    title,
    key: 'window',
    search: false,
    // A time (2026-11-26 21:08:00) and the cell's padding.
    width: 170,
    render: (_, row) => (
      <CellLines
        main={formatTime(row[from] as string)}
        sub={`至 ${formatTime(row[to] as string)}`}
      />
    ),
  };
}

/** An activity's state (activity-status.ts), a filter where the list has a search form. */
export function statusColumn<Row>(
  valueEnum: Record<string, { text: string; status: string }>,
  width = 100,
): ProColumns<Row> {
  return { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum, width };
}
