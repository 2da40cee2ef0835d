import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { Page, PageQuery, StaffPermission } from '@shop/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { type ReactNode, useRef } from 'react';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { useCan } from '../../lib/permissions';
import { pageOf, textOf } from '../../lib/table-params';
import { useStatusTabs } from '../../lib/use-status-tabs';

export type RequestFilters<S extends string> = PageQuery & { status?: S; keywords?: string };

type RequestRow<S extends string> = {
  id: number;
  company_name: string;
  status: S;
  status_text: string;
  created_at: string;
};

/**
 * A page of buyers' requests (feedback, variety requests): status tabs, a
 * keyword search, and the rows: 编号, 买家, the kind's own columns, 状态,
 * 提交时间 and what staff may do with a request still open.
 */
export function RequestTable<Row extends RequestRow<S>, S extends string>(p: {
  title: string;
  statuses: Record<S, { label: string; color: string }>;
  /** What the keyword search looks in. */
  keywordsHint: string;
  /** The kind's own columns, between 买家 and 状态. */
  columns: ProColumns<Row>[];
  /** Said under the status (the goods listed, the reason declined). */
  statusNote?: (row: Row) => ReactNode;
  /** Who may act on a request, and while it is in which statuses. */
  permission: StaffPermission;
  openStatuses: S[];
  /** The buttons of an open row, for those who may act; `done` reloads the list. */
  actions: (row: Row, done: () => void) => ReactNode;
  actionsWidth: number;
  /** A page of the list, through the query client (api/requests.ts owns the query). */
  fetch: (client: QueryClient, filters: RequestFilters<S>) => Promise<Page<Row>>;
}) {
  const queryClient = useQueryClient();
  const may = useCan()(p.permission);
  const labels = Object.fromEntries(
    Object.entries<{ label: string }>(p.statuses).map(([k, v]) => [k, v.label]),
  ) as Record<S, string>;
  const { status, statusOf, toolbar } = useStatusTabs(labels);
  const actionRef = useRef<ActionType>(undefined);
  const reload = () => actionRef.current?.reload();
  const columns: ProColumns<Row>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: p.keywordsHint },
    },
    // With the kind's columns, at most 1,079 px: the table's room at 1440 px (components/AdminTable.tsx).
    { title: '编号', dataIndex: 'id', search: false, width: 52 },
    { title: '买家', dataIndex: 'company_name', search: false, width: 120, ellipsis: true },
    ...p.columns,
    {
      title: '状态',
      dataIndex: 'status',
      search: false,
      width: p.statusNote ? 130 : 84,
      render: (_, r) => (
        <>
          <Tag color={p.statuses[r.status].color}>{r.status_text}</Tag>
          {p.statusNote?.(r)}
        </>
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 168,
    },
    {
      title: '操作',
      valueType: 'option',
      width: p.actionsWidth,
      fixed: 'right',
      render: (_, r) => [
        <span key="actions">
          {may && p.openStatuses.includes(r.status) && p.actions(r, reload)}
        </span>,
      ],
    },
  ];
  return (
    <PageContainer>
      <AdminTable<Row, { status?: string }>
        headerTitle={p.title}
        actionRef={actionRef}
        scroll={{ x: columnsWidth(columns) }}
        columns={columns}
        params={{ status }}
        toolbar={toolbar}
        fetchPage={(params) =>
          p.fetch(queryClient, {
            ...pageOf(params),
            status: statusOf(textOf(params.status)),
            keywords: textOf(params.keywords),
          })
        }
      />
    </PageContainer>
  );
}
