import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { RefObject } from 'react';
import type { Page, PageQuery } from '../../api/types';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { useStatusTabs } from '../../lib/use-status-tabs';

export type RequestFilters<S extends string> = PageQuery & { status?: S; keywords?: string };

/** A page of buyers' requests (feedback, variety requests): status tabs, a keyword search, the rows. */
export function RequestTable<Row extends Record<string, unknown>, S extends string>({
  title,
  labels,
  columns,
  width,
  actionRef,
  fetch,
}: {
  title: string;
  labels: Record<S, string>;
  columns: ProColumns<Row>[];
  /** The table's scroll width. */
  width: number;
  actionRef: RefObject<ActionType | undefined>;
  fetch: (filters: RequestFilters<S>) => Promise<Page<Row>>;
}) {
  const { status, statusOf, toolbar } = useStatusTabs(labels);
  return (
    <PageContainer>
      <AdminTable<Row, { status?: string }>
        headerTitle={title}
        actionRef={actionRef}
        scroll={{ x: width }}
        columns={columns}
        params={{ status }}
        toolbar={toolbar}
        fetchPage={(params) =>
          fetch({
            ...pageOf(params),
            status: statusOf(textOf(params.status)),
            keywords: textOf(params.keywords),
          })
        }
      />
    </PageContainer>
  );
}
