import type { AdminTradeUp, TradeUpPutBody } from '@shop/contract';
import { Form, Input, InputNumber } from 'antd';
import { useRemoveTradeUp, useSaveTradeUp, useTradeUps } from '../../api/gifts';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import { ActivityRulePage } from './ActivityRulePage';

/**
 * 换购: past a 满减 activity's threshold (its amount before 满减) the buyer may
 * add the trade-up goods at its 换购价, up to a number per order, while its
 * stock lasts. The price must be below the goods' own (the server refuses it).
 */
export function TradeUpsPage() {
  return (
    <ActivityRulePage<AdminTradeUp, TradeUpPutBody>
      noun="换购"
      content="满减活动金额（满减前）达到门槛后，买家可按换购价加购指定商品，每单限量，换完即止。"
      thresholdPlaceholder="500.00"
      list={useTradeUps()}
      save={useSaveTradeUp()}
      remove={useRemoveTradeUp()}
      columns={[
        { title: '换购商品', key: 'g', render: (_, t) => `#${t.goods_id} ${t.goods_name}` },
        {
          title: '换购价 / 原价',
          key: 'p',
          render: (_, t) => `¥${t.hg_price} / ¥${t.goods_price}`,
        },
        { title: '每单限换', dataIndex: 'number' },
        { title: '剩余数量', dataIndex: 'stock' },
      ]}
      toForm={(t) => ({
        activity_id: t.activity_id,
        goods: { id: t.goods_id, name: t.goods_name, price: t.goods_price },
        hg_price: t.hg_price,
        number: t.number,
        threshold: t.threshold,
        stock: t.stock,
      })}
      blank={{ number: 1, stock: 100 }}
      fields={
        <>
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
        </>
      }
    />
  );
}
