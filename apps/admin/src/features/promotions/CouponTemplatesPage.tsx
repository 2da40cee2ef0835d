import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCouponTemplate } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Tag } from 'antd';
import {
  type TemplatesQuery,
  templatesQuery,
  useSetTemplateEnabled,
} from '../../api/coupon-templates';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { CouponTemplateDrawer } from './CouponTemplateDrawer';

const TYPES = { 1: { text: '优惠券' }, 2: { text: '现金券' } };

/** 领券中心: the templates buyers claim coupons and cash vouchers from. */
export function CouponTemplatesPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<number>();
  const flip = useActivitySwitch(
    useSetTemplateEnabled().mutateAsync,
    { on: '已恢复领取', off: '已停止领取' },
    reload,
  );

  const columns: ProColumns<AdminCouponTemplate>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '券名称' },
    },
    // 1,074 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '券名称', dataIndex: 'name', search: false, ellipsis: true, width: 170 },
    { title: '类型', dataIndex: 'type', valueType: 'select', valueEnum: TYPES, width: 70 },
    {
      title: '面额 / 门槛',
      key: 'terms',
      search: false,
      width: 120,
      render: (_, r) => (
        <Tag color={r.type === 2 ? 'orange' : 'red'}>
          ¥{r.amount}
          {r.type === 2 || r.min_amount === '0.00' ? ' 无门槛' : ` 满${r.min_amount}`}
        </Tag>
      ),
    },
    {
      title: '适用范围 / 有效期',
      dataIndex: 'scope_text',
      search: false,
      width: 180,
      render: (_, r) => <CellLines main={r.scope_text} sub={r.valid_text} ellipsis />,
    },
    {
      title: '已领 / 总量',
      key: 'issued',
      search: false,
      width: 130,
      render: (_, r) => (
        <CellLines
          main={
            <Progress
              size="small"
              percent={Math.floor((r.issued * 100) / r.total)}
              format={() => `${r.issued}/${r.total}`}
            />
          }
          sub={`已使用 ${r.used} · 每人限领 ${r.per_buyer}`}
        />
      ),
    },
    windowColumn<AdminCouponTemplate>('starts_at', 'ends_at', '领取时间'),
    statusColumn<AdminCouponTemplate>(activityStatus({ running: '领取中' }), 84),
    optionColumn<AdminCouponTemplate>(150, (row) =>
      activityActions({
        ended: row.status === 'ended',
        on: row.status !== 'stopped',
        onEdit: () => edit(row.id),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停止',
        stopConfirm: {
          title: '停止领取？',
          description: '买家立即不能再领取；已领取的券仍可使用',
        },
        startLabel: '恢复领取',
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCouponTemplate>
        headerTitle="领券中心"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新建券
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            templatesQuery({
              ...pageOf(params),
              status: textOf(params.status) as TemplatesQuery['status'],
              type: params.type ? (Number(params.type) as 1 | 2) : undefined,
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <CouponTemplateDrawer id={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
