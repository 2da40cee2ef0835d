import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AuditEntry } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { auditLogQuery } from '../../api/audit';
import { AdminTable } from '../../components/AdminTable';
import { dateRangeSearch, pageOf, textOf } from '../../lib/table-params';
import { AuditChanges } from './AuditChanges';
import { actionLabel, targetLabel, targetNames } from './action-label';

const columns: ProColumns<AuditEntry>[] = [
  { title: '时间', dataIndex: 'created_at', valueType: 'dateTime', search: false, width: 170 },
  { title: '操作人', dataIndex: 'username', width: 120 },
  {
    title: '角色',
    dataIndex: 'role_name',
    search: false,
    width: 110,
    render: (_, e) => <Tag>{e.role_name}</Tag>,
  },
  {
    title: '操作',
    dataIndex: 'action',
    width: 200,
    fieldProps: { placeholder: '操作代码（列中灰字），如 aftersale.refund' },
    render: (_, e) => (
      <span title={e.action}>
        {actionLabel(e.action)}
        <div style={{ color: '#6b6b6b', fontSize: 12 }}>{e.action}</div>
      </span>
    ),
  },
  {
    title: '对象类型',
    dataIndex: 'target_type',
    width: 120,
    valueType: 'select',
    valueEnum: targetNames,
    fieldProps: { placeholder: '全部', showSearch: true },
    render: (_, e) => targetLabel(e.target_type),
  },
  { title: '对象 ID', dataIndex: 'target_id', width: 100 },
  { title: 'IP 地址', dataIndex: 'address', search: false, width: 140 },
  {
    title: '日期',
    dataIndex: 'created_range',
    valueType: 'dateRange',
    hideInTable: true,
    search: dateRangeSearch,
  },
];

/** 操作日志: every staff write, who and when, with the row before and after. */
export function AuditLogPage() {
  const queryClient = useQueryClient();
  return (
    <PageContainer>
      <AdminTable<AuditEntry>
        headerTitle="操作日志"
        columns={columns}
        expandable={{
          expandedRowRender: (e) => <AuditChanges before={e.before} after={e.after} />,
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            auditLogQuery({
              ...pageOf(params),
              username: textOf(params.username),
              action: textOf(params.action),
              target_type: textOf(params.target_type),
              target_id: textOf(params.target_id),
              from: textOf(params.from),
              to: textOf(params.to),
            }),
          )
        }
      />
    </PageContainer>
  );
}
