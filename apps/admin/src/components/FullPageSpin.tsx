import { Spin } from 'antd';

export const FullPageSpin = () => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <Spin size="large" />
  </div>
);
