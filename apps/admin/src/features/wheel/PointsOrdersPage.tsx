import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProFormText,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminPointsOrder, pointsOrdersQuery, useShipPointsOrder } from '../../api/wheel';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { formatTime } from '../../lib/format-time';
import { useCan } from '../../lib/permissions';
import { pageOf, textOf } from '../../lib/table-params';
import { useFormSave } from '../../lib/use-form-save';

const STATUS = {
  paid: { text: '待发货', status: 'Warning' },
  shipped: { text: '已发货', status: 'Success' },
};
const statusOf = (v: string | null) => (v === 'paid' || v === 'shipped' ? v : undefined);

function ShipForm({ order, onClose }: { order: AdminPointsOrder; onClose: () => void }) {
  const ship = useShipPointsOrder();
  const [form] = Form.useForm<{ carrier: string; tracking_no: string }>();
  const submit = useFormSave(form);
  return (
    <ModalForm
      title={`发货 · ${order.order_no}`}
      form={form}
      open
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        return submit(() => ship.mutateAsync({ id: order.id, ...v }), '已发货', onClose);
      }}
    >
      <p>
        {order.goods_name} ×{order.number} →{' '}
        {order.address
          ? `${order.address.name} ${order.address.phone} ${order.address.region}${order.address.detail}`
          : '无收货地址'}
      </p>
      <ProFormText
        name="carrier"
        label="快递公司"
        rules={[{ required: true, message: '请输入快递公司' }]}
      />
      <ProFormText
        name="tracking_no"
        label="快递单号"
        rules={[
          {
            required: true,
            pattern: /^[A-Za-z0-9-]{6,40}$/,
            message: '快递单号为 6-40 位字母、数字或短横线',
          },
        ]}
      />
    </ModalForm>
  );
}

/** 积分订单: exchanges and goods prizes waiting to ship, and those shipped. */
export function PointsOrdersPage() {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [shipping, setShipping] = useState<AdminPointsOrder | null>(null);
  const can = useCan();
  const [search] = useSearchParams();
  const columns: ProColumns<AdminPointsOrder>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '订单号或买家' },
    },
    // 1,064 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    {
      title: '订单号 / 下单时间',
      dataIndex: 'order_no',
      search: false,
      // JF and 22 digits.
      width: 214,
      render: (_, o) => <CellLines main={o.order_no} sub={formatTime(o.created_at)} />,
    },
    { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 140 },
    { title: '来源', dataIndex: 'source_text', search: false, width: 76 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      ellipsis: true,
      width: 140,
      render: (_, o) => `${o.goods_name} ×${o.number}`,
    },
    {
      title: '积分 / 现金',
      key: 'cost',
      search: false,
      width: 110,
      render: (_, o) => (o.cash === '0.00' ? `${o.points} 积分` : `${o.points} 积分 + ¥${o.cash}`),
    },
    {
      title: '收货地址',
      key: 'address',
      search: false,
      ellipsis: true,
      width: 120,
      render: (_, o) =>
        o.address
          ? `${o.address.name} ${o.address.phone} ${o.address.region}${o.address.detail}`
          : '-',
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS,
      width: 80,
      // ?status=paid: the dashboard's 积分订单待发货 opens the list filtered.
      initialValue: statusOf(search.get('status')),
    },
    {
      title: '物流',
      key: 'ship',
      search: false,
      ellipsis: true,
      width: 120,
      render: (_, o) => (o.status === 'shipped' ? `${o.carrier} ${o.tracking_no}` : '-'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 64,
      fixed: 'right',
      render: (_, o) =>
        o.status === 'paid' && can('shipping') ? (
          <Button type="link" size="small" onClick={() => setShipping(o)}>
            发货
          </Button>
        ) : null,
    },
  ];
  return (
    <PageContainer>
      <AdminTable<AdminPointsOrder>
        headerTitle="积分订单"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        fetchPage={(p) =>
          queryClient.fetchQuery(
            pointsOrdersQuery({
              ...pageOf(p),
              ...(p.status === 'paid' || p.status === 'shipped' ? { status: p.status } : {}),
              ...(textOf(p.keywords) ? { keywords: textOf(p.keywords) } : {}),
            }),
          )
        }
      />
      {shipping && (
        <ShipForm
          order={shipping}
          onClose={() => {
            setShipping(null);
            actionRef.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
