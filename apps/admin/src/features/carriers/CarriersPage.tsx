import { PageContainer } from '@ant-design/pro-components';
import { App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Carrier, useCarriers, useCarrierWrite } from '../../api/carriers';
import { formatTime } from '../../lib/format-time';
import { useCan } from '../../lib/permissions';
import { CarrierForm } from './CarrierForm';

/**
 * 承运商: the carriers the warehouse ships with. The ship form offers the
 * enabled ones; an order with 冷链 goods only the cold-chain ones.
 */
export function CarriersPage() {
  const { message } = App.useApp();
  const can = useCan();
  const carriers = useCarriers();
  const { remove } = useCarrierWrite();
  const mayWrite = can('shipping');

  const columns: ColumnsType<Carrier> = [
    { title: '承运商', dataIndex: 'name' },
    { title: '代码', dataIndex: 'code', width: 120 },
    {
      title: '冷链',
      dataIndex: 'cold_chain',
      width: 140,
      render: (v: number) => (v ? <Tag color="blue">冷链 2-8°C</Tag> : '—'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 100,
      render: (v: number) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '添加时间',
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => formatTime(v),
    },
    ...(mayWrite
      ? [
          {
            title: '操作',
            key: 'op',
            width: 160,
            render: (_: unknown, c: Carrier) => (
              <Space size={0}>
                <CarrierForm
                  carrier={c}
                  trigger={
                    <Button type="link" size="small">
                      编辑
                    </Button>
                  }
                />
                <Popconfirm
                  title={`删除承运商「${c.name}」？`}
                  description="已发货订单仍显示原承运商名称"
                  onConfirm={async () => {
                    await remove.mutateAsync(c.id);
                    message.success('已删除');
                  }}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageContainer title="承运商">
      <Card
        extra={mayWrite && <CarrierForm trigger={<Button type="primary">添加承运商</Button>} />}
      >
        <Table<Carrier>
          rowKey="id"
          size="middle"
          loading={carriers.isFetching}
          dataSource={carriers.data ?? []}
          columns={columns}
          pagination={false}
        />
      </Card>
    </PageContainer>
  );
}
