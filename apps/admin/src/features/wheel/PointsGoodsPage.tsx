import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useRef, useState } from 'react';
import {
  type AdminPointsGoods,
  pointsGoodsQuery,
  useSavePointsGoods,
  useSetOnShelf,
} from '../../api/wheel';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { useFormSave } from '../../lib/use-form-save';

type Values = {
  name: string;
  remarks: string;
  image: string;
  points: number;
  cash: string;
  stock: number;
  per_buyer: number;
  sort: number;
  on_shelf: boolean;
};

function GoodsForm({ row, onClose }: { row: AdminPointsGoods | null; onClose: () => void }) {
  const save = useSavePointsGoods();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  return (
    <ModalForm<Values>
      title={row ? `编辑积分商品 · ${row.name}` : '新建积分商品'}
      form={form}
      open
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={
        row
          ? { ...row, on_shelf: row.on_shelf === 1 }
          : { remarks: '', image: '', cash: '0.00', per_buyer: 0, sort: 0, on_shelf: true }
      }
      onFinish={async (v) => {
        return submit(
          () =>
            save.mutateAsync({
              id: row?.id,
              body: {
                name: v.name,
                remarks: v.remarks ?? '',
                image: v.image ?? '',
                points: v.points,
                cash: v.cash || '0',
                stock: v.stock,
                per_buyer: v.per_buyer ?? 0,
                sort: v.sort ?? 0,
                on_shelf: v.on_shelf ? 1 : 0,
              },
            }),
          '已保存',
          onClose,
        );
      }}
    >
      <ProFormText
        name="name"
        label="商品名称"
        rules={[{ required: true, whitespace: true, message: '请输入商品名称' }]}
        fieldProps={{ maxLength: 50 }}
      />
      <ProFormTextArea name="remarks" label="商品说明" fieldProps={{ maxLength: 500, rows: 3 }} />
      <ProFormText
        name="image"
        label="图片地址（可空）"
        placeholder="/uploads/... 或 https://..."
      />
      <ProForm.Group>
        <ProFormDigit
          name="points"
          label="所需积分"
          width="xs"
          min={1}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: '请输入所需积分' }]}
        />
        <ProFormText
          name="cash"
          label="另付现金（元，0 为纯积分）"
          width="xs"
          tooltip="积分+现金：兑换时现金部分从买家账户余额扣除"
          rules={[
            {
              pattern: /^\d{1,7}(\.\d{1,2})?$/,
              message: '须为不小于 0 的金额，最多两位小数',
            },
          ]}
        />
        <ProFormDigit
          name="stock"
          label="库存"
          width="xs"
          min={0}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: '请输入库存' }]}
        />
        <ProFormDigit
          name="per_buyer"
          label="每家限兑（0 不限）"
          width="xs"
          min={0}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDigit name="sort" label="排序" width="xs" min={0} fieldProps={{ precision: 0 }} />
        <ProFormSwitch name="on_shelf" label="上架" />
      </ProForm.Group>
    </ModalForm>
  );
}

/** 积分商城 goods: points, stock, per-buyer limit, on and off the shelf. */
export function PointsGoodsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: AdminPointsGoods | null } | null>(null);
  const shelf = useSetOnShelf();
  const flip = async (row: AdminPointsGoods, on: boolean) => {
    await shelf.mutateAsync({ id: row.id, on });
    message.success(on ? '已上架' : '已下架');
    actionRef.current?.reload();
  };
  const columns: ProColumns<AdminPointsGoods>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '商品名称' },
    },
    { title: '商品', dataIndex: 'name', search: false, width: 220 },
    {
      title: '所需积分',
      key: 'points',
      search: false,
      width: 130,
      render: (_, g) => (g.cash === '0.00' ? g.points : `${g.points} + ¥${g.cash}`),
    },
    { title: '库存', dataIndex: 'stock', search: false, width: 80 },
    {
      title: '每家限兑',
      dataIndex: 'per_buyer',
      search: false,
      width: 90,
      render: (_, r) => r.per_buyer || '不限',
    },
    { title: '已兑换', dataIndex: 'exchanged', search: false, width: 80 },
    { title: '排序', dataIndex: 'sort', search: false, width: 70 },
    {
      title: '状态',
      dataIndex: 'on_shelf',
      search: false,
      width: 80,
      valueEnum: { 1: { text: '上架', status: 'Success' }, 0: { text: '下架', status: 'Default' } },
    },
    {
      title: '操作',
      valueType: 'option',
      width: 130,
      render: (_, row) => [
        <Button key="edit" type="link" size="small" onClick={() => setEditing({ row })}>
          编辑
        </Button>,
        <Button key="shelf" type="link" size="small" onClick={() => flip(row, row.on_shelf !== 1)}>
          {row.on_shelf === 1 ? '下架' : '上架'}
        </Button>,
      ],
    },
  ];
  return (
    <PageContainer>
      <AdminTable<AdminPointsGoods>
        headerTitle="积分商品"
        actionRef={actionRef}
        columns={columns}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ row: null })}>
            新建积分商品
          </Button>,
        ]}
        fetchPage={(p) =>
          queryClient.fetchQuery(
            pointsGoodsQuery({
              ...pageOf(p),
              ...(textOf(p.keywords) ? { keywords: textOf(p.keywords) } : {}),
            }),
          )
        }
      />
      {editing && (
        <GoodsForm
          row={editing.row}
          onClose={() => {
            setEditing(null);
            actionRef.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
