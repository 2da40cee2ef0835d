import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminGroup } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { type GroupsQuery, groupsQuery } from '../../api/groupbuy';
import { AdminTable } from '../../components/AdminTable';
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
    { title: '团ID', dataIndex: 'id', search: false, width: 70 },
    {
      title: '活动ID',
      dataIndex: 'activity_id',
      valueType: 'digit',
      initialValue: activityId,
      width: 80,
    },
    { title: '活动', dataIndex: 'activity_title', search: false, ellipsis: true, width: 180 },
    { title: '团长', dataIndex: 'opener', search: false, ellipsis: true, width: 160 },
    {
      title: '人数（已付/已占/成团）',
      key: 'members',
      search: false,
      width: 170,
      render: (_, g) => `${g.paid} / ${g.members} / ${g.size}`,
    },
    { title: '状态', dataIndex: 'state', valueType: 'select', valueEnum: STATE, width: 100 },
    { title: '截止', dataIndex: 'expires_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '开团', dataIndex: 'created_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '结束于', dataIndex: 'settled_at', valueType: 'dateTime', search: false, width: 170 },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminGroup>
        headerTitle="拼团 · 团列表"
        columns={columns}
        scroll={{ x: 1200 }}
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
