import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import styles from './LoadFailed.module.css';

/** The query that failed; `isFetching` shows the retry under way. */
type Retryable = { refetch: () => unknown; isFetching: boolean };

/**
 * The one state for data that did not load: what failed and a 重新加载 that asks again.
 * Why it failed was already said by the global error handler.
 */
export function LoadFailed({
  what,
  query,
  extra,
}: {
  what: string;
  query: Retryable;
  extra?: ReactNode;
}) {
  return (
    <Result
      className={styles.failed}
      status="warning"
      title={`${what}加载失败`}
      extra={
        <>
          <Button type="primary" loading={query.isFetching} onClick={() => query.refetch()}>
            重新加载
          </Button>
          {extra}
        </>
      }
    />
  );
}
