import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import type { AdminGoods } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { goodsOneQuery } from '../../api/goods';
import { useChangeStock } from '../../api/stock';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Mode = 'receive' | 'count';
type Values = { number: number; reason: string };

const TITLES: Record<Mode, string> = { receive: '入库', count: '盘点调整' };

/**
 * 入库 adds the received quantity; 盘点调整 sets the counted quantity. Both are
 * sent as a change to the stock as it is when written, so an order placed
 * meanwhile keeps what it took.
 */
export function StockChangeForm(props: {
  mode: Mode;
  goods: Pick<AdminGoods, 'id' | 'name' | 'number' | 'bzdw'>;
  onDone?: () => void;
  button?: 'link' | 'default';
}) {
  const { mode, goods } = props;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const change = useChangeStock();
  const [form] = Form.useForm<Values>();
  // The count is compared with the stock as the form opened, read afresh.
  const [current, setCurrent] = useState(goods.number);

  return (
    <ModalForm<Values>
      title={`${TITLES[mode]} · ${goods.name}`}
      form={form}
      width={480}
      trigger={
        <Button type={props.button === 'default' ? 'default' : 'link'} size="small">
          {TITLES[mode]}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      onOpenChange={async (open) => {
        if (!open) return;
        const fresh = await queryClient.fetchQuery(goodsOneQuery(goods.id)).catch(() => null);
        if (fresh) setCurrent(fresh.number);
      }}
      initialValues={{ reason: mode === 'receive' ? '采购入库 ' : '盘点调整 ' }}
      onFinish={async (values) => {
        const delta = mode === 'receive' ? values.number : values.number - current;
        if (delta === 0) {
          message.info('盘点数量与当前库存一致，无需调整');
          return true;
        }
        try {
          await change.mutateAsync({
            id: goods.id,
            body: { change: delta, reason: values.reason.trim() },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success(
          `${TITLES[mode]}成功，库存${delta > 0 ? '增加' : '减少'} ${Math.abs(delta)}`,
        );
        props.onDone?.();
        return true;
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`当前库存 ${current} ${goods.bzdw ?? ''}`}
        description={
          mode === 'count'
            ? '填写实际盘点数量，系统按与当前库存的差额调整；期间新下的订单不受影响。'
            : '填写本次到货数量，累加到当前库存。'
        }
      />
      <ProFormDigit
        name="number"
        label={mode === 'receive' ? '入库数量' : '盘点数量'}
        min={mode === 'receive' ? 1 : 0}
        max={100_000_000}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
        rules={[{ required: true, message: `请输入${mode === 'receive' ? '入库' : '盘点'}数量` }]}
      />
      <ProFormText
        name="reason"
        label="原因 / 单号"
        placeholder={mode === 'receive' ? '如：采购入库 CG20261123001' : '如：月度盘点 破损2盒'}
        rules={[
          { required: true, whitespace: true, message: '请填写原因' },
          { max: 200, message: '原因不能超过 200 个字符' },
        ]}
      />
    </ModalForm>
  );
}
