import type { Page } from '@shop/contract';
import { Pagination } from 'antd';

/** antd Pagination over a Laravel-style page, with the total count. */
export function Pager({
  page,
  onChange,
}: {
  page: Page<unknown>;
  onChange: (page: number) => void;
}) {
  if (page.total <= page.per_page) return null;
  return (
    <Pagination
      style={{ marginTop: 24, display: 'flex', justifyContent: 'center' }}
      current={page.current_page}
      pageSize={page.per_page}
      total={page.total}
      showSizeChanger={false}
      showQuickJumper
      showTotal={(total) => `共 ${total} 件`}
      onChange={onChange}
    />
  );
}
