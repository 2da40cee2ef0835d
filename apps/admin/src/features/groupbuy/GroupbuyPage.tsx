import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminGroupbuy } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { type GroupbuyQuery, groupbuyListQuery, useSetGroupbuyEnabled } from '../../api/groupbuy';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { GroupbuyDrawer } from './GroupbuyDrawer';

/** 拼团活动: one goods each, its group price, size and fixed quantity, and its groups. */
export function GroupbuyPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { actionRef, reload, editing, edit, drawer } = useEditing<number>();
  const flip = useActivitySwitch(
    useSetGroupbuyEnabled().mutateAsync,
    { on: '活动已开始', off: '活动已停止' },
    reload,
  );

  const columns: ProColumns<AdminGroupbuy>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '活动名称或商品名称' },
    },
    // 1,074 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: 'ID', dataIndex: 'id', search: false, width: 56 },
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true, width: 140 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      width: 190,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.goods_name}</span>
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>
            {r.goods_spec} · 原价 ¥{r.goods_price} · 库存 {r.goods_stock}
          </span>
        </Space>
      ),
    },
    {
      title: '拼团价',
      key: 'price',
      search: false,
      width: 84,
      render: (_, r) => <Tag color="red">¥{r.pt_price}</Tag>,
    },
    {
      title: '成团规则',
      key: 'size',
      search: false,
      width: 110,
      render: (_, r) => (
        <CellLines
          main={`${r.group_size} 家 · 每家 ${r.number}`}
          sub={`${r.group_hours} 小时内成团`}
        />
      ),
    },
    {
      title: '团',
      tooltip: '拼团中 / 已成团 / 已失败，点击查看团列表',
      key: 'groups',
      search: false,
      width: 90,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/groupbuy/groups?activity_id=${r.id}`)}
        >
          {r.groups_open} / {r.groups_filled} / {r.groups_failed}
        </Button>
      ),
    },
    windowColumn<AdminGroupbuy>('starts_at', 'ends_at'),
    statusColumn<AdminGroupbuy>(activityStatus(), 84),
    optionColumn<AdminGroupbuy>(150, (row) =>
      activityActions({
        ended: row.status === 'ended',
        on: row.status !== 'stopped',
        onEdit: () => edit(row.id),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停止',
        stopConfirm: {
          title: '停止该拼团活动？',
          description: '买家不能再开团或参团；已开的团到时未成团将自动退款',
        },
        startLabel: '开始',
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminGroupbuy>
        headerTitle="拼团活动"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="groups" onClick={() => navigate('/groupbuy/groups')}>
            查看全部团
          </Button>,
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新建拼团
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            groupbuyListQuery({
              ...pageOf(params),
              status: textOf(params.status) as GroupbuyQuery['status'],
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <GroupbuyDrawer id={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
