import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';

const home = (
  <Link to="/">
    <Button type="primary">返回工作台</Button>
  </Link>
);

export const Forbidden = () => (
  <Result
    status="403"
    title="无权限"
    subTitle="您的角色没有访问此页面的权限，如需开通请联系超级管理员。"
    extra={home}
  />
);

export const NotFound = ({ what = '页面' }: { what?: string }) => (
  <Result status="404" title="404" subTitle={`抱歉，您访问的${what}不存在。`} extra={home} />
);

/** What a page shows in place of data it could not load. */
export function ErrorResult({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error) && error.kind === 'forbidden') return <Forbidden />;
  if (isApiError(error) && error.kind === 'not_found') return <NotFound what="数据" />;
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={error instanceof Error ? error.message : '系统繁忙，请稍候再试'}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        )
      }
    />
  );
}
