import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminVarietyRequest,
  useVarietyAction,
  type VarietyStatus,
  varietyRequestsQuery,
} from '../../api/requests';
import { AdminTable } from '../../components/AdminTable';
import { GoodsSelect, type PickedGoods } from '../../components/marketing/GoodsSelect';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCan } from '../../lib/permissions';
import { pageOf, textOf } from '../../lib/table-params';

const STATUSES: Record<VarietyStatus, { text: string; color: string }> = {
  submitted: { text: '已提交', color: 'blue' },
  sourcing: { text: '采购中', color: 'orange' },
  listed: { text: '已上架', color: 'green' },
  declined: { text: '未采纳', color: 'default' },
};
const statusOf = (s: string | null): VarietyStatus | undefined =>
  s && Object.hasOwn(STATUSES, s) ? (s as VarietyStatus) : undefined;

/** 品种求购: buyers' requests for goods the shop lacks; source, list (the buyer is told) or decline. */
export function VarietyRequestsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const can = useCan();
  const actionRef = useRef<ActionType>(undefined);
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<AdminVarietyRequest>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '品种/厂家/买家' },
    },
    { title: '编号', dataIndex: 'id', search: false, width: 70 },
    { title: '买家', dataIndex: 'company_name', search: false, width: 180, ellipsis: true },
    { title: '品种', dataIndex: 'name', search: false, width: 180 },
    { title: '生产厂家', dataIndex: 'manufacturer', search: false, width: 160, ellipsis: true },
    { title: '规格', dataIndex: 'specification', search: false, width: 120 },
    { title: '数量', dataIndex: 'quantity', search: false, width: 70, align: 'right' },
    {
      title: '目标价（元）',
      dataIndex: 'price',
      search: false,
      width: 110,
      align: 'right',
      render: (_, r) => r.price ?? '—',
    },
    {
      title: '备注',
      dataIndex: 'note',
      search: false,
      width: 160,
      ellipsis: true,
      render: (_, r) => <Typography.Text>{r.note || '—'}</Typography.Text>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      search: false,
      width: 180,
      render: (_, r) => (
        <>
          <Tag color={STATUSES[r.status].color}>{r.status_text}</Tag>
          {r.status === 'listed' && r.goods_name && <span>{r.goods_name}</span>}
          {r.status === 'declined' && r.reason && <span>{r.reason}</span>}
        </>
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 170,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, r) =>
        can('goods') && (r.status === 'submitted' || r.status === 'sourcing')
          ? [<VarietyActions key="actions" request={r} onDone={reload} />]
          : [],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminVarietyRequest, { status?: string }>
        headerTitle="品种求购"
        actionRef={actionRef}
        scroll={{ x: 1500 }}
        columns={columns}
        params={{ status }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status ?? 'all',
            items: [
              { key: 'all', label: '全部' },
              ...Object.entries(STATUSES).map(([key, s]) => ({ key, label: s.text })),
            ],
            onChange: (key) => {
              const next = statusOf(String(key));
              setSearch(next ? { status: next } : {}, { replace: true });
            },
          },
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            varietyRequestsQuery({
              ...pageOf(params),
              status: statusOf(textOf(params.status) ?? null),
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
    </PageContainer>
  );
}

function VarietyActions({
  request: r,
  onDone,
}: {
  onDone: () => void;
  request: AdminVarietyRequest;
}) {
  const { message } = App.useApp();
  const act = useVarietyAction(true);
  const [listForm] = Form.useForm<{ goods: PickedGoods | null }>();
  const [declineForm] = Form.useForm<{ reason: string }>();

  return (
    <>
      {r.status === 'submitted' && (
        <Button
          type="link"
          size="small"
          onClick={async () => {
            try {
              await act.mutateAsync({ id: r.id, action: 'sourcing' });
              message.success('已标记为采购中');
              onDone();
            } catch (error) {
              message.error(error instanceof Error ? error.message : '操作失败');
            }
          }}
        >
          采购中
        </Button>
      )}
      <ModalForm<{ goods: PickedGoods | null }>
        title={`上架「${r.name}」`}
        form={listForm}
        width={520}
        trigger={
          <Button type="link" size="small">
            上架
          </Button>
        }
        modalProps={{ destroyOnHidden: true, okText: '上架并通知买家' }}
        onFinish={async ({ goods }) => {
          if (!goods) return false;
          try {
            await act.mutateAsync({ id: r.id, action: 'list', goods_id: goods.id });
          } catch (error) {
            message.error(applyServerErrors(listForm, error) ?? '请检查所选商品');
            return false;
          }
          message.success('已上架并通知买家');
          onDone();
          return true;
        }}
      >
        <p>
          买家求购：{r.name} {r.specification} {r.manufacturer}
        </p>
        <ProForm.Item
          name="goods"
          label="对应商品"
          rules={[{ required: true, message: '请选择已上架的商品' }]}
        >
          <GoodsSelect style={{ width: '100%' }} />
        </ProForm.Item>
      </ModalForm>
      <ModalForm<{ reason: string }>
        title="拒绝求购"
        form={declineForm}
        width={480}
        trigger={
          <Button type="link" size="small" danger>
            拒绝
          </Button>
        }
        modalProps={{ destroyOnHidden: true, okText: '拒绝', okButtonProps: { danger: true } }}
        onFinish={async ({ reason }) => {
          try {
            await act.mutateAsync({ id: r.id, action: 'decline', reason: reason.trim() });
          } catch (error) {
            const text = applyServerErrors(declineForm, error);
            if (text) message.error(text);
            return false;
          }
          message.success('已拒绝');
          onDone();
          return true;
        }}
      >
        <ProFormTextArea
          name="reason"
          label="拒绝原因（买家可见）"
          rules={[{ required: true, whitespace: true, message: '请填写拒绝原因' }]}
          fieldProps={{ maxLength: 200, showCount: true }}
        />
      </ModalForm>
    </>
  );
}
