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
import { type AdminPointsOrder, pointsOrdersQuery, useShipPointsOrder } from '../../api/wheel';
import { AdminTable } from '../../components/AdminTable';
import { useCan } from '../../lib/permissions';
import { pageOf, textOf } from '../../lib/table-params';
import { useFormSave } from '../../lib/use-form-save';

const STATUS = {
  paid: { text: '待发货', status: 'Warning' },
  shipped: { text: '已发货', status: 'Success' },
};

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
  const columns: ProColumns<AdminPointsOrder>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '订单号或买家' },
    },
    { title: '订单号', dataIndex: 'order_no', search: false, width: 210 },
    {
      title: '下单时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 170,
    },
    { title: '买家', dataIndex: 'company_name', search: false, width: 180 },
    { title: '来源', dataIndex: 'source_text', search: false, width: 90 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      width: 200,
      render: (_, o) => `${o.goods_name} ×${o.number}`,
    },
    { title: '积分', dataIndex: 'points', search: false, width: 80 },
    {
      title: '现金',
      key: 'cash',
      search: false,
      width: 80,
      render: (_, o) => (o.cash === '0.00' ? '-' : `¥${o.cash}`),
    },
    {
      title: '收货地址',
      key: 'address',
      search: false,
      ellipsis: true,
      render: (_, o) =>
        o.address
          ? `${o.address.name} ${o.address.phone} ${o.address.region}${o.address.detail}`
          : '-',
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90 },
    {
      title: '物流',
      key: 'ship',
      search: false,
      width: 200,
      render: (_, o) => (o.status === 'shipped' ? `${o.carrier} ${o.tracking_no}` : '-'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
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
        scroll={{ x: 1500 }}
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
