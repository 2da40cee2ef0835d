import { PageContainer } from '@ant-design/pro-components';
import type { AdminTradeUp, TradeUpPutBody } from '@shop/contract';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useRemoveTradeUp, useSaveTradeUp, useTradeUps } from '../../api/mzhg';
import { ActivitySelect } from '../../components/marketing/ActivitySelect';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { useFormSave } from '../../lib/use-form-save';

type FormValues = Omit<TradeUpPutBody, 'goods_id'> & {
  activity_id: number;
  goods: PickedGoods | null;
};

/**
 * 换购: past a 满减 activity's threshold (its amount before 满减) the buyer may
 * add the trade-up goods at its 换购价, up to a number per order, while its
 * stock lasts. The price must be below the goods' own (the server refuses it).
 */
export function TradeUpsPage() {
  const { message } = App.useApp();
  const list = useTradeUps();
  const save = useSaveTradeUp();
  const remove = useRemoveTradeUp();
  const [editing, setEditing] = useState<AdminTradeUp | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const saved = useFormSave(form);

  const open = (t?: AdminTradeUp) => {
    setEditing(t ?? 'new');
    form.setFieldsValue(
      t
        ? {
            activity_id: t.activity_id,
            goods: { id: t.goods_id, name: t.goods_name, price: t.goods_price },
            hg_price: t.hg_price,
            number: t.number,
            threshold: t.threshold,
            stock: t.stock,
          }
        : { number: 1, stock: 100 },
    );
  };
  const submit = async () => {
    const { activity_id, goods, ...rest } = await form.validateFields();
    await saved(
      () => save.mutateAsync({ activityId: activity_id, body: { ...rest, goods_id: goods!.id } }),
      '换购已保存',
      () => setEditing(null),
    );
  };

  return (
    <PageContainer
      title="换购"
      content="满减活动金额（满减前）达到门槛后，买家可按换购价加购指定商品，每单限量，换完即止。"
      extra={
        <Button type="primary" onClick={() => open()}>
          设置换购
        </Button>
      }
    >
      <Table<AdminTradeUp>
        rowKey="activity_id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          {
            title: '满减活动',
            key: 'a',
            render: (_, t) => `#${t.activity_id} ${t.activity_title}`,
          },
          { title: '换购门槛', dataIndex: 'threshold', render: (v: string) => `满 ¥${v}` },
          {
            title: '换购商品',
            key: 'g',
            render: (_, t) => `#${t.goods_id} ${t.goods_name}`,
          },
          {
            title: '换购价 / 原价',
            key: 'p',
            render: (_, t) => `¥${t.hg_price} / ¥${t.goods_price}`,
          },
          { title: '每单限换', dataIndex: 'number' },
          { title: '剩余数量', dataIndex: 'stock' },
          {
            title: '操作',
            key: 'op',
            render: (_, t) => (
              <>
                <Button type="link" onClick={() => open(t)}>
                  编辑
                </Button>
                <Popconfirm
                  title="删除这个换购？"
                  onConfirm={async () => {
                    await remove.mutateAsync(t.activity_id);
                    message.success('换购已删除');
                  }}
                >
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '设置换购' : '编辑换购'}
        open={editing !== null}
        onOk={submit}
        okText="保存"
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="activity_id"
            label="满减活动"
            rules={[{ required: true, message: '请选择满减活动' }]}
          >
            <ActivitySelect disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item
            name="threshold"
            label="换购门槛（元，按满减前活动金额）"
            rules={[{ required: true, message: '请填写换购门槛' }]}
          >
            <Input placeholder="500.00" />
          </Form.Item>
          <Form.Item
            name="goods"
            label="换购商品"
            rules={[{ required: true, message: '请选择换购商品' }]}
          >
            <GoodsSelect />
          </Form.Item>
          <Form.Item
            name="hg_price"
            label="换购价（元，须低于商品原价）"
            rules={[{ required: true, message: '请填写换购价' }]}
          >
            <Input placeholder="9.90" />
          </Form.Item>
          <Form.Item name="number" label="每单限换数量" rules={[{ required: true }]}>
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="stock" label="换购库存（换完即止）" rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
