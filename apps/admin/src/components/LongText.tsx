import { Typography } from 'antd';
import type { CSSProperties } from 'react';

const whole: CSSProperties = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 320,
  overflow: 'auto',
};

/**
 * Text a buyer typed (up to 500 characters), cut to `rows` lines in a table
 * cell with an ellipsis; the whole text shows on hover, line breaks kept.
 */
export function LongText({
  text,
  rows = 2,
  type,
}: {
  text: string;
  rows?: number;
  type?: 'danger' | 'secondary' | 'success';
}) {
  return (
    <Typography.Paragraph
      type={type}
      style={{ marginBottom: 0, wordBreak: 'break-all' }}
      ellipsis={{ rows, tooltip: { title: <div style={whole}>{text}</div> } }}
    >
      {text}
    </Typography.Paragraph>
  );
}
