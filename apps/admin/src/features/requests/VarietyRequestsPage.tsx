import { ModalForm, ProForm } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import {
  type AdminVarietyRequest,
  useVarietyAction,
  type VarietyStatus,
  varietyRequestsQuery,
} from '../../api/requests';
import { CellLines } from '../../components/CellLines';
import { LongText } from '../../components/LongText';
import { GoodsSelect, type PickedGoods } from '../../components/marketing/GoodsSelect';
import { ReasonModal } from '../../components/ReasonModal';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { RequestTable } from './RequestTable';

const STATUSES: Record<VarietyStatus, { label: string; color: string }> = {
  submitted: { label: '已提交', color: 'blue' },
  sourcing: { label: '采购中', color: 'orange' },
  listed: { label: '已上架', color: 'green' },
  declined: { label: '未采纳', color: 'default' },
};

/** 品种求购: buyers' requests for goods the shop lacks; source, list (the buyer is told) or decline. */
export function VarietyRequestsPage() {
  return (
    <RequestTable<AdminVarietyRequest, VarietyStatus>
      title="品种求购"
      statuses={STATUSES}
      keywordsHint="品种/厂家/买家"
      actionsWidth={200}
      statusNote={(r) =>
        (r.status === 'listed' && r.goods_name && <LongText text={r.goods_name} rows={1} />) ||
        (r.status === 'declined' && r.reason && <LongText text={r.reason} rows={1} />)
      }
      permission="goods"
      openStatuses={['submitted', 'sourcing']}
      actions={(r, done) => <VarietyActions request={r} onDone={done} />}
      fetch={(client, filters) => client.fetchQuery(varietyRequestsQuery(filters))}
      columns={[
        {
          title: '品种',
          dataIndex: 'name',
          search: false,
          width: 180,
          render: (_, r) => (
            <CellLines
              main={r.name}
              sub={[r.specification, r.manufacturer].filter(Boolean).join(' · ')}
              ellipsis
            />
          ),
        },
        {
          title: '数量 / 目标价',
          dataIndex: 'quantity',
          search: false,
          width: 112,
          align: 'right',
          render: (_, r) => (
            <CellLines main={r.quantity} sub={r.price ? `¥${r.price}` : '-'} align="end" />
          ),
        },
        {
          title: '备注',
          dataIndex: 'note',
          search: false,
          width: 114,
          render: (_, r) => (r.note ? <LongText text={r.note} /> : '-'),
        },
      ]}
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
