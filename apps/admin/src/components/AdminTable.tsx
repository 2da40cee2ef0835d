import { type ParamsType, ProTable, type ProTableProps } from '@ant-design/pro-components';
import type { Page } from '@shop/contract';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { DEFAULT_PAGE_SIZE, type TableParams } from '../lib/table-params';
import { Forbidden } from './ErrorResult';

// Every table page imports this file: the widths' helpers come with it, in its chunk.
export { columnsWidth, EXPAND_WIDTH, SELECTION_WIDTH } from '../lib/table-width';

export type AdminTableProps<
  Row extends Record<string, unknown>,
  Params extends ParamsType,
  P extends Page<Row>,
> = Omit<ProTableProps<Row, Params>, 'request' | 'onRequestError'> & {
  /** One page from the server, through the query client (api/<area>.ts owns the key). */
  fetchPage: (params: TableParams) => Promise<P>;
  /** The whole answer, for what a page carries besides its rows (order counts). */
  onPage?: (page: P) => void;
};

/**
 * ProTable over a `Page` of the console's API, with the console's defaults. Failures
 * are shown by the query client's listener; a 403 replaces the table with 无权限.
 */
export function AdminTable<
  Row extends Record<string, unknown>,
  Params extends ParamsType = ParamsType,
  P extends Page<Row> = Page<Row>,
>({ fetchPage, onPage, ...props }: AdminTableProps<Row, Params, P>) {
  const [forbidden, setForbidden] = useState(false);
  if (forbidden) return <Forbidden />;
  return (
    <ProTable<Row, Params>
      rowKey="id"
      cardBordered
      dateFormatter="string"
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
      options={{ density: true, reload: true, setting: true, fullScreen: false }}
      {...props}
      request={async (params) => {
        const page = await fetchPage(params as TableParams);
        onPage?.(page);
        return { data: page.data, total: page.total, success: true };
      }}
      onRequestError={(error) => {
        if (isApiError(error) && error.kind === 'forbidden') setForbidden(true);
      }}
    />
  );
}
