import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A table cell of two lines, the second smaller and grey: two facts in one
 * column, so that a list fits 1440 px. With `ellipsis`, a text line too long
 * for the column is cut with … and shows whole on hover.
 */
export function CellLines({
  main,
  sub,
  ellipsis = false,
  align,
}: {
  main: ReactNode;
  sub?: ReactNode;
  ellipsis?: boolean;
  /** end: both lines to the right, in a column of figures. */
  align?: 'end';
}) {
  const cut = (line: ReactNode) =>
    ellipsis && typeof line === 'string' ? { tooltip: line } : false;
  return (
    <Space direction="vertical" size={0} align={align} style={{ width: '100%' }}>
      <Typography.Text ellipsis={cut(main)}>{main}</Typography.Text>
      {sub !== undefined && sub !== null && sub !== '' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={cut(sub)}>
          {sub}
        </Typography.Text>
      )}
    </Space>
  );
}
