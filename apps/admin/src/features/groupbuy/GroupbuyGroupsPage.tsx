import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminGroup } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { type GroupsQuery, groupsQuery } from '../../api/groupbuy';
import { AdminTable, columnsWidth, EXPAND_WIDTH } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { formatTime } from '../../lib/format-time';
import { numberOf, pageOf, textOf } from '../../lib/table-params';

const STATE = {
  open: { text: '拼团中', status: 'Processing' },
  filled: { text: '已成团', status: 'Success' },
  failed: { text: '未成团', status: 'Default' },
};
const MEMBER_COLORS: Record<string, string> = {
  unpaid: 'orange',
  paid: 'green',
  left: 'default',
  refunded: 'purple',
};

type Member = AdminGroup['list'][number];

const memberColumns = [
  { title: '买家', dataIndex: 'company', key: 'company' },
  {
    title: '订单',
    key: 'order',
    render: (_: unknown, m: Member) => <Link to={`/orders/${m.order_id}`}>{m.order_no}</Link>,
  },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, m: Member) => <Tag color={MEMBER_COLORS[m.state]}>{m.state_text}</Tag>,
  },
  {
    title: '参团时间',
    key: 'joined',
    render: (_: unknown, m: Member) => formatTime(m.joined_at),
  },
];

/** The groups of one activity (or of all): members, who paid, and how each ended. */
export function GroupbuyGroupsPage() {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const activityId = numberOf(search.get('activity_id'));

  const columns: ProColumns<AdminGroup>[] = [
    // With the expand column (48), 1,046 px: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '团ID', dataIndex: 'id', search: false, width: 64 },
    {
      title: '活动ID',
      dataIndex: 'activity_id',
      valueType: 'digit',
      initialValue: activityId,
      width: 72,
    },
    { title: '活动', dataIndex: 'activity_title', search: false, ellipsis: true, width: 170 },
    { title: '团长', dataIndex: 'opener', search: false, ellipsis: true, width: 150 },
    {
      title: '人数',
      tooltip: '已付款 / 已占位 / 成团人数',
      key: 'members',
      search: false,
      width: 90,
      render: (_, g) => `${g.paid} / ${g.members} / ${g.size}`,
    },
    { title: '状态', dataIndex: 'state', valueType: 'select', valueEnum: STATE, width: 84 },
    { title: '截止', dataIndex: 'expires_at', valueType: 'dateTime', search: false, width: 168 },
    {
      title: '开团 / 结束',
      key: 'times',
      search: false,
      width: 200,
      render: (_, g) => (
        <CellLines
          main={`开团 ${formatTime(g.created_at)}`}
          sub={g.settled_at && `结束 ${formatTime(g.settled_at)}`}
        />
      ),
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminGroup>
        headerTitle="拼团 · 团列表"
        columns={columns}
        scroll={{ x: columnsWidth(columns, EXPAND_WIDTH) }}
        expandable={{
          expandedRowRender: (g) => (
            <Table<Member>
              rowKey="order_id"
              size="small"
              pagination={false}
              columns={memberColumns}
              dataSource={g.list}
            />
          ),
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            groupsQuery({
              ...pageOf(params),
              activity_id: numberOf(params.activity_id),
              state: textOf(params.state) as GroupsQuery['state'],
            }),
          )
        }
      />
    </PageContainer>
  );
}
