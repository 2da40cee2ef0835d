import { PageContainer } from '@ant-design/pro-components';
import type { AdminGift, GiftPutBody } from '@shop/contract';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useGifts, useRemoveGift, useSaveGift } from '../../api/mzhg';
import { ActivitySelect } from '../../components/marketing/ActivitySelect';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { useFormSave } from '../../lib/use-form-save';

type FormValues = Omit<GiftPutBody, 'goods_id'> & {
  activity_id: number;
  goods: PickedGoods | null;
};

/** 满赠: which gift each 满减 activity gives once its amount (before 满减) reaches the threshold. */
export function GiftsPage() {
  const { message } = App.useApp();
  const gifts = useGifts();
  const save = useSaveGift();
  const remove = useRemoveGift();
  const [editing, setEditing] = useState<Partial<FormValues> | null>(null);
  const [form] = Form.useForm<FormValues>();
  const saved = useFormSave(form);

  const open = (g?: AdminGift) => {
    const values = g
      ? {
          activity_id: g.activity_id,
          goods: { id: g.goods_id, name: g.goods_name },
          number: g.number,
          threshold: g.threshold,
          stock: g.stock,
        }
      : { number: 1, stock: 100 };
    setEditing(values);
    form.setFieldsValue(values);
  };
  const submit = async () => {
    const { activity_id, goods, ...rest } = await form.validateFields();
    await saved(
      () => save.mutateAsync({ activityId: activity_id, body: { ...rest, goods_id: goods!.id } }),
      '满赠已保存',
      () => setEditing(null),
    );
  };

  return (
    <PageContainer
      title="满赠"
      extra={
        <Button type="primary" onClick={() => open()}>
          设置满赠
        </Button>
      }
    >
      <Table<AdminGift>
        rowKey="activity_id"
        loading={gifts.isLoading}
        dataSource={gifts.data ?? []}
        pagination={false}
        columns={[
          {
            title: '满减活动',
            key: 'a',
            render: (_, g) => `#${g.activity_id} ${g.activity_title}`,
          },
          { title: '满赠门槛', dataIndex: 'threshold', render: (v: string) => `满 ¥${v}` },
          {
            title: '赠品',
            key: 'g',
            render: (_, g) => `#${g.goods_id} ${g.goods_name} × ${g.number}`,
          },
          { title: '剩余赠品', dataIndex: 'stock' },
          {
            title: '操作',
            key: 'op',
            render: (_, g) => (
              <>
                <Button type="link" onClick={() => open(g)}>
                  编辑
                </Button>
                <Popconfirm
                  title="删除这个满赠？"
                  onConfirm={async () => {
                    await remove.mutateAsync(g.activity_id);
                    message.success('满赠已删除');
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
        title="设置满赠"
        open={editing !== null}
        onOk={submit}
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
            <ActivitySelect disabled={editing?.activity_id !== undefined} />
          </Form.Item>
          <Form.Item
            name="threshold"
            label="满赠门槛（元，按满减前活动金额）"
            rules={[{ required: true }]}
          >
            <Input placeholder="300.00" />
          </Form.Item>
          <Form.Item name="goods" label="赠品" rules={[{ required: true, message: '请选择赠品' }]}>
            <GoodsSelect />
          </Form.Item>
          <Form.Item name="number" label="每单赠送数量" rules={[{ required: true }]}>
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="stock" label="赠品库存（送完即止）" rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
