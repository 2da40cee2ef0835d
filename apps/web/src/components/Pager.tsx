import type { Page } from '@shop/contract';
import { Pagination, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, type MouseEvent } from 'react';
import { useLocation } from 'react-router';

const stay = (e: MouseEvent) => e.preventDefault();

/**
 * antd Pagination over a Laravel-style page, with the total count. Its page
 * links carry an href (this address with `page=N`) so crawlers can follow
 * them; a click stays in the app and goes through `onChange`.
 */
export function Pager({
  page,
  onChange,
}: {
  page: Page<unknown>;
  onChange: (page: number) => void;
}) {
  const { pathname, search } = useLocation();
  if (page.total <= page.per_page) return null;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params}`;
  };
  const itemRender: PaginationProps['itemRender'] = (n, type, original) =>
    type !== 'prev' && type !== 'next' && isValidElement<{ href?: string }>(original)
      ? cloneElement(original as React.ReactElement<Record<string, unknown>>, {
          href: hrefFor(n),
          onClick: stay,
        })
      : original;
  return (
    <Pagination
      style={{ marginTop: 24, display: 'flex', justifyContent: 'center' }}
      current={page.current_page}
      pageSize={page.per_page}
      total={page.total}
      showSizeChanger={false}
      showQuickJumper
      showTotal={(total) => `共 ${total} 件`}
      itemRender={itemRender}
      onChange={onChange}
    />
  );
}
