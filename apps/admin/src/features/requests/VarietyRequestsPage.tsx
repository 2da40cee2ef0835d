import { type ActionType, ModalForm, type ProColumns, ProForm } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Tag } from 'antd';
import { useRef, useState } from 'react';
import {
  type AdminVarietyRequest,
  useVarietyAction,
  type VarietyStatus,
  varietyRequestsQuery,
} from '../../api/requests';
import { LongText } from '../../components/LongText';
import { GoodsSelect, type PickedGoods } from '../../components/marketing/GoodsSelect';
import { ReasonModal } from '../../components/ReasonModal';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCan } from '../../lib/permissions';
import { RequestTable } from './RequestTable';

const LABELS: Record<VarietyStatus, string> = {
  submitted: '已提交',
  sourcing: '采购中',
  listed: '已上架',
  declined: '未采纳',
};
const COLORS: Record<VarietyStatus, string> = {
  submitted: 'blue',
  sourcing: 'orange',
  listed: 'green',
  declined: 'default',
};

/** 品种求购: buyers' requests for goods the shop lacks; source, list (the buyer is told) or decline. */
export function VarietyRequestsPage() {
  const queryClient = useQueryClient();
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
    { title: '品种', dataIndex: 'name', search: false, width: 180, ellipsis: true },
    { title: '生产厂家', dataIndex: 'manufacturer', search: false, width: 160, ellipsis: true },
    { title: '规格', dataIndex: 'specification', search: false, width: 120, ellipsis: true },
    { title: '数量', dataIndex: 'quantity', search: false, width: 70, align: 'right' },
    {
      title: '目标价（元）',
      dataIndex: 'price',
      search: false,
      width: 110,
      align: 'right',
      render: (_, r) => r.price ?? '-',
    },
    {
      title: '备注',
      dataIndex: 'note',
      search: false,
      width: 200,
      render: (_, r) => (r.note ? <LongText text={r.note} /> : '-'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      search: false,
      width: 180,
      render: (_, r) => (
        <>
          <Tag color={COLORS[r.status]}>{r.status_text}</Tag>
          {r.status === 'listed' && r.goods_name && <LongText text={r.goods_name} rows={1} />}
          {r.status === 'declined' && r.reason && <LongText text={r.reason} rows={1} />}
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
    <RequestTable
      title="品种求购"
      labels={LABELS}
      columns={columns}
      width={1500}
      actionRef={actionRef}
      fetch={(filters) => queryClient.fetchQuery(varietyRequestsQuery(filters))}
    />
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
  const [declining, setDeclining] = useState(false);

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
      <Button type="link" size="small" danger onClick={() => setDeclining(true)}>
        拒绝
      </Button>
      {declining && (
        <ReasonModal
          title={`拒绝求购「${r.name}」`}
          label="拒绝原因"
          okText="拒绝"
          onClose={() => setDeclining(false)}
          onSubmit={async (reason) => {
            await act.mutateAsync({ id: r.id, action: 'decline', reason });
            message.success('已拒绝');
            onDone();
          }}
        />
      )}
    </>
  );
}
