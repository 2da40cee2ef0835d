import { Spin } from 'antd';

/** A centred spinner for a page or a section that is loading. */
export function PageSpinner({ padding = 120 }: { padding?: number }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: `${padding}px 0` }}>
      <Spin size="large" />
    </div>
  );
}
