import { Col, Row, Typography } from 'antd';
import type { CSSProperties } from 'react';

const box: CSSProperties = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

const pretty = (value: unknown) =>
  value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2);

/** The row before and after a staff write, side by side; changed top-level keys marked. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const changed = changedKeys(before, after);
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Typography.Text type="secondary">修改前</Typography.Text>
        <pre style={box}>{pretty(before)}</pre>
      </Col>
      <Col span={12}>
        <Typography.Text type="secondary">
          修改后
          {changed.length > 0 && `（变更字段：${changed.join('、')}）`}
        </Typography.Text>
        <pre style={box}>{pretty(after)}</pre>
      </Col>
    </Row>
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function changedKeys(before: unknown, after: unknown): string[] {
  if (!isObject(before) || !isObject(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}
