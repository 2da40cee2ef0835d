import type { AdminFlashSession } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useAddFlashGoods } from '../../api/flash';
import { goodsListQuery } from '../../api/goods';
import type { AdminGoods } from '../../api/types';
import { FlashCardPreview } from './FlashCardPreview';
import { showFormError } from './form-error';

type Values = { goods_id: number; price: string; stock: number; limit: number };

/**
 * Adds a goods to a session at its flash price, stock and per-buyer limit,
 * with the card buyers will see. The server refuses a goods that is already
 * in an overlapping session or 满减 activity.
 */
export function FlashGoodsModal({
  session,
  onClose,
}: {
  session: AdminFlashSession | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [keywords, setKeywords] = useState('');
  const [picked, setPicked] = useState<AdminGoods | null>(null);
  const add = useAddFlashGoods();
  const { message } = App.useApp();
  const found = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const values = Form.useWatch([], form);

  const submit = async () => {
    if (!session) return;
    const v = await form.validateFields();
    try {
      await add.mutateAsync({ sessionId: session.id, body: { ...v, limit: v.limit ?? 0 } });
      message.success('已添加秒杀商品');
      form.resetFields();
      setPicked(null);
      onClose();
    } catch (e) {
      showFormError(e, message);
    }
  };

  return (
    <Modal
      title={session ? `添加秒杀商品：${session.title}` : ''}
      open={session !== null}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={add.isPending}
      width={760}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 24 }}>
        <Form form={form} layout="vertical" style={{ flex: 1 }} initialValues={{ limit: 2 }}>
          <Form.Item
            name="goods_id"
            label="商品"
            rules={[{ required: true, message: '请选择商品' }]}
          >
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeywords}
              loading={found.isFetching}
              placeholder="输入名称、厂家或拼音首字母"
              notFoundContent={keywords ? '没有找到商品' : '请输入关键词'}
              options={(found.data?.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name} ${g.ypgg} ${g.sccj}（¥${g.price}，库存${g.number}）`,
              }))}
              onChange={(id) => setPicked(found.data?.data.find((g) => g.id === id) ?? null)}
            />
          </Form.Item>
          <Form.Item
            name="price"
            label="秒杀价（元）"
            rules={[
              { required: true, message: '请输入秒杀价' },
              { pattern: /^\d{1,7}(\.\d{1,2})?$/, message: '秒杀价须为金额，最多两位小数' },
            ]}
          >
            <Input prefix="¥" placeholder="如 9.90" />
          </Form.Item>
          <Form.Item
            name="stock"
            label="秒杀库存"
            rules={[{ required: true, message: '请输入秒杀库存' }]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="limit" label="每家限购（0 为不限）">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
        <FlashCardPreview
          goods={picked}
          price={values?.price}
          stock={values?.stock}
          limit={values?.limit}
        />
      </div>
    </Modal>
  );
}
