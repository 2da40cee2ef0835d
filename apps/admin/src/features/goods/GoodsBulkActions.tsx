import { ModalForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { App, Button, Form, type FormInstance, Popconfirm, Space } from 'antd';
import { type GoodsBulkBody, useBulkGoods } from '../../api/goods-transfer';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCan } from '../../lib/permissions';
import { MONEY } from './edit-values';

type PriceValues = { mode: 'fixed' | 'percent'; price?: string; percent?: number };

/**
 * 批量改价 / 批量上下架 over the selected rows: one request, all or nothing;
 * each action only for the staff whose permission covers it. Stock is no bulk
 * action: it is held per lot (批次, 批次导入).
 */
export function GoodsBulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { message } = App.useApp();
  const can = useCan();
  const bulk = useBulkGoods();
  const [priceForm] = Form.useForm<PriceValues>();

  const send = async (body: Omit<GoodsBulkBody, 'ids'>, form?: FormInstance) => {
    try {
      const r = await bulk.mutateAsync({ ids, ...body });
      message.success(`已修改 ${r.changed} 个商品`);
      onDone();
      return true;
    } catch (error) {
      // Field errors go next to the field; ids and permission refusals above it.
      const text = form ? applyServerErrors(form, error) : error instanceof Error && error.message;
      if (text) message.error(text);
      return false;
    }
  };

  return (
    <Space size="small" wrap>
      {can('prices') && (
        <ModalForm<PriceValues>
          title={`批量改价（${ids.length} 个商品）`}
          form={priceForm}
          width={420}
          trigger={<Button size="small">批量改价</Button>}
          modalProps={{ destroyOnHidden: true }}
          initialValues={{ mode: 'fixed' }}
          onFinish={(v) =>
            send(
              v.mode === 'fixed'
                ? { price: v.price ?? '' }
                : { price: { percent: v.percent ?? 0 } },
              priceForm,
            )
          }
        >
          <ProFormRadio.Group
            name="mode"
            label="方式"
            options={[
              { label: '统一价格', value: 'fixed' },
              { label: '按比例调价', value: 'percent' },
            ]}
          />
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) =>
              getFieldValue('mode') === 'fixed' ? (
                <ProFormText
                  name="price"
                  label="价格（元）"
                  rules={[
                    { required: true, message: '请输入价格' },
                    { pattern: MONEY, message: '价格须为不小于 0 的金额，最多两位小数' },
                  ]}
                />
              ) : (
                <ProFormDigit
                  name="percent"
                  label="调价比例（%）"
                  min={-10}
                  max={100}
                  fieldProps={{ precision: 0 }}
                  extra="-10 到 100，如 5 表示涨价 5%，-10 表示降价 10%"
                  rules={[{ required: true, message: '请输入调价比例' }]}
                />
              )
            }
          </Form.Item>
        </ModalForm>
      )}
      {can('goods') && (
        <>
          <Popconfirm
            title={`上架 ${ids.length} 个商品？`}
            onConfirm={() => send({ is_hidden: 0 })}
          >
            <Button size="small">批量上架</Button>
          </Popconfirm>
          <Popconfirm
            title={`下架 ${ids.length} 个商品？`}
            onConfirm={() => send({ is_hidden: 1 })}
          >
            <Button size="small">批量下架</Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}
