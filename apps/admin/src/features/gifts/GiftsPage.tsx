import type { AdminGift, GiftPutBody } from '@shop/contract';
import { Form, InputNumber } from 'antd';
import { useGifts, useRemoveGift, useSaveGift } from '../../api/gifts';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import { ActivityRulePage } from './ActivityRulePage';

/** 满赠: which gift each 满减 activity gives once its amount (before 满减) reaches the threshold. */
export function GiftsPage() {
  return (
    <ActivityRulePage<AdminGift, GiftPutBody>
      noun="满赠"
      thresholdPlaceholder="300.00"
      list={useGifts()}
      save={useSaveGift()}
      remove={useRemoveGift()}
      columns={[
        {
          title: '赠品',
          key: 'g',
          render: (_, g) => `#${g.goods_id} ${g.goods_name} × ${g.number}`,
        },
        { title: '剩余赠品', dataIndex: 'stock' },
      ]}
      toForm={(g) => ({
        activity_id: g.activity_id,
        goods: { id: g.goods_id, name: g.goods_name },
        number: g.number,
        threshold: g.threshold,
        stock: g.stock,
      })}
      blank={{ number: 1, stock: 100 }}
      fields={
        <>
          <Form.Item name="goods" label="赠品" rules={[{ required: true, message: '请选择赠品' }]}>
            <GoodsSelect />
          </Form.Item>
          <Form.Item name="number" label="每单赠送数量" rules={[{ required: true }]}>
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="stock" label="赠品库存（送完即止）" rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      }
    />
  );
}
