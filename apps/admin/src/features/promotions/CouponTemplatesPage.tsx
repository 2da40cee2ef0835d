import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Tag } from 'antd';
import { useRef, useState } from 'react';
import {
  type TemplatesQuery,
  templatesQuery,
  useSetTemplateEnabled,
} from '../../api/coupon-templates';
import type { AdminCouponTemplate } from '../../api/site-types';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { CouponTemplateDrawer } from './CouponTemplateDrawer';

const STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '领取中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
  stopped: { text: '已停用', status: 'Warning' },
};
const TYPES = { 1: { text: '优惠券' }, 2: { text: '现金券' } };

/** 领券中心: the templates buyers claim coupons and cash vouchers from. */
export function CouponTemplatesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const toggle = useSetTemplateEnabled();
  const flip = async (row: AdminCouponTemplate, enabled: boolean) => {
    await toggle.mutateAsync({ id: row.id, enabled });
    message.success(enabled ? '已恢复领取' : '已停止领取');
    actionRef.current?.reload();
  };

  const columns: ProColumns<AdminCouponTemplate>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '券名称' },
    },
    { title: '券名称', dataIndex: 'name', search: false, ellipsis: true, width: 200 },
    { title: '类型', dataIndex: 'type', valueType: 'select', valueEnum: TYPES, width: 90 },
    {
      title: '面额 / 门槛',
      key: 'terms',
      search: false,
      width: 150,
      render: (_, r) => (
        <Tag color={r.type === 2 ? 'orange' : 'red'}>
          ¥{r.amount}
          {r.type === 2 || r.min_amount === '0.00' ? ' 无门槛' : ` 满${r.min_amount}`}
        </Tag>
      ),
    },
    { title: '适用范围', dataIndex: 'scope_text', search: false, ellipsis: true, width: 180 },
    {
      title: '已领 / 总量',
      key: 'issued',
      search: false,
      width: 160,
      render: (_, r) => (
        <Progress
          size="small"
          percent={Math.floor((r.issued * 100) / r.total)}
          format={() => `${r.issued}/${r.total}`}
        />
      ),
    },
    { title: '已使用', dataIndex: 'used', search: false, width: 80 },
    { title: '每人限领', dataIndex: 'per_buyer', search: false, width: 90 },
    { title: '有效期', dataIndex: 'valid_text', search: false, width: 160 },
    { title: '领取开始', dataIndex: 'starts_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '领取结束', dataIndex: 'ends_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) => [
        row.status !== 'ended' && (
          <Button key="edit" type="link" size="small" onClick={() => setEditing({ id: row.id })}>
            编辑
          </Button>
        ),
        row.status === 'stopped' ? (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            恢复领取
          </Button>
        ) : row.status !== 'ended' ? (
          <Popconfirm
            key="stop"
            title="停止领取？"
            description="买家立即不能再领取；已领取的券仍可使用"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停止
            </Button>
          </Popconfirm>
        ) : null,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCouponTemplate>
        headerTitle="领券中心"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1700 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ id: null })}>
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
      <CouponTemplateDrawer
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
