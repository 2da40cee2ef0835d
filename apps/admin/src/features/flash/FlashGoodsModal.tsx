import type { AdminFlashGoods, AdminFlashSession } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useAddFlashGoods, useUpdateFlashGoods } from '../../api/flash';
import { goodsOneQuery } from '../../api/goods';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { useFormSave } from '../../lib/use-form-save';
import { FlashCardPreview } from './FlashCardPreview';

/** The session a goods is added to, or the session goods being edited. */
export type FlashGoodsTarget = { session: AdminFlashSession; goods: AdminFlashGoods | null } | null;

type Values = { goods: PickedGoods | null; price: string; stock: number; limit: number };

const withStock = (g: {
  name: string;
  ypgg: string;
  sccj: string;
  price: string;
  number: number;
}) => `${g.name} ${g.ypgg} ${g.sccj}（¥${g.price}，库存${g.number}）`;

/**
 * Adds a goods to a session (or edits one already in it: price, stock, limit)
 * with the card buyers will see. The server refuses a goods that is already in
 * an overlapping session or 满减 activity, and a stock below what was sold.
 */
export function FlashGoodsModal({
  target,
  onClose,
}: {
  target: FlashGoodsTarget;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const add = useAddFlashGoods();
  const update = useUpdateFlashGoods();
  const save = useFormSave(form);
  const values = Form.useWatch([], form);
  const editing = target?.goods ?? null;
  const sold = editing ? editing.stock_total - editing.stock_left : 0;
  // An edited goods is not picked again: its card reads the goods itself.
  const chosen = useQuery({ ...goodsOneQuery(editing?.goods_id ?? 0), enabled: editing !== null });

  const submit = async () => {
    if (!target) return;
    const v = await form.validateFields();
    const body = { price: v.price, stock: v.stock, limit: v.limit ?? 0 };
    await save(
      () =>
        editing
          ? update.mutateAsync({ id: editing.id, body })
          : add.mutateAsync({
              sessionId: target.session.id,
              body: { ...body, goods_id: v.goods!.id },
            }),
      editing ? '秒杀商品已保存' : '已添加秒杀商品',
      onClose,
    );
  };

  return (
    <Modal
      title={target ? `${editing ? '编辑' : '添加'}秒杀商品：${target.session.title}` : undefined}
      open={target !== null}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={add.isPending || update.isPending}
      width={760}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 24 }}>
        <Form
          form={form}
          layout="vertical"
          style={{ flex: 1 }}
          preserve={false}
          initialValues={
            editing
              ? {
                  goods: { id: editing.goods_id, name: `${editing.goods_name} ${editing.ypgg}` },
                  price: editing.price,
                  stock: editing.stock_total,
                  limit: editing.limit,
                }
              : { limit: 2 }
          }
        >
          <Form.Item name="goods" label="商品" rules={[{ required: true, message: '请选择商品' }]}>
            <GoodsSelect label={withStock} disabled={editing !== null} />
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
            label={editing ? `秒杀库存（已售 ${sold}）` : '秒杀库存'}
            rules={[
              { required: true, message: '请输入秒杀库存' },
              {
                validator: async (_, n) => {
                  if (typeof n === 'number' && n < sold)
                    throw new Error(`秒杀库存不能少于已售数量 ${sold}`);
                },
              },
            ]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="limit" label="每家限购（0 为不限）">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
        <FlashCardPreview
          goods={values?.goods?.goods ?? (editing ? (chosen.data ?? null) : null)}
          price={values?.price}
          stock={values?.stock === undefined ? undefined : Math.max(0, values.stock - sold)}
          limit={values?.limit}
        />
      </div>
    </Modal>
  );
}
