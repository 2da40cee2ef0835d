import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { App, Button, Divider, Form } from 'antd';
import { useUpdateGoods } from '../../api/goods';
import type { AdminGoods } from '../../api/types';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCan } from '../../lib/permissions';
import {
  changesOf,
  type EditGroups,
  formValuesOf,
  type GoodsFormValues,
  MONEY,
} from './edit-values';

const half = { colProps: { span: 12 } };
const moneyRules = (label: string) => [
  { required: true, message: `请输入${label}` },
  { pattern: MONEY, message: `${label}须为不小于 0 的金额，最多两位小数` },
];

/** 编辑 one goods: the fields the staff member's permissions allow, nothing else. */
export function GoodsEditForm({ goods, onSaved }: { goods: AdminGoods; onSaved: () => void }) {
  const { message } = App.useApp();
  const can = useCan();
  const update = useUpdateGoods();
  const [form] = Form.useForm<GoodsFormValues>();
  const groups: EditGroups = { goods: can('goods'), prices: can('prices'), stock: can('stock') };
  const initial = formValuesOf(goods);

  return (
    <ModalForm<GoodsFormValues>
      title={`编辑商品 · ${goods.name}`}
      form={form}
      width={720}
      grid
      rowProps={{ gutter: 16 }}
      trigger={
        <Button type="link" size="small">
          编辑
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={async (values) => {
        const body = changesOf(initial, values, groups);
        if (Object.keys(body).length === 0) {
          message.info('没有修改');
          return true;
        }
        try {
          await update.mutateAsync({ id: goods.id, body });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('已保存，商城即时生效');
        onSaved();
        return true;
      }}
    >
      {groups.goods && (
        <>
          <ProFormText
            name="name"
            label="商品名称"
            {...half}
            rules={[{ required: true, whitespace: true, message: '请输入商品名称' }]}
            fieldProps={{ maxLength: 100 }}
          />
          <ProFormText
            name="sccj"
            label="生产厂家"
            {...half}
            rules={[{ required: true, whitespace: true, message: '请输入生产厂家' }]}
            fieldProps={{ maxLength: 100 }}
          />
          <ProFormText
            name="ypgg"
            label="规格"
            {...half}
            rules={[{ required: true, whitespace: true, message: '请输入规格' }]}
            fieldProps={{ maxLength: 100 }}
          />
          <ProFormText
            name="bzdw"
            label="包装单位"
            {...half}
            rules={[{ required: true, whitespace: true, message: '请输入包装单位' }]}
            fieldProps={{ maxLength: 10 }}
          />
          <ProFormText name="jx" label="剂型" {...half} fieldProps={{ maxLength: 50 }} />
          <ProFormText name="pzwh" label="批准文号" {...half} fieldProps={{ maxLength: 100 }} />
          <ProFormText name="gjbzm" label="国家本位码" {...half} fieldProps={{ maxLength: 50 }} />
          <ProFormDigit
            name="qg_number"
            label="起购数量"
            {...half}
            min={0}
            fieldProps={{ precision: 0 }}
          />
          <ProFormDigit
            name="xg_number"
            label="限购数量"
            tooltip="0 表示不限购"
            {...half}
            min={0}
            fieldProps={{ precision: 0 }}
          />
          <ProFormSwitch
            name="on_shelf"
            label="上架"
            {...half}
            checkedChildren="上架"
            unCheckedChildren="下架"
          />
          <ProFormSwitch name="is_free_shipping" label="包邮" {...half} />
          <ProFormTextArea
            name="remarks"
            label="商品简介"
            fieldProps={{ maxLength: 500, showCount: true }}
          />
        </>
      )}
      {groups.prices && (
        <>
          <Divider titlePlacement="start">价格</Divider>
          <ProFormText name="price" label="价格（元）" {...half} rules={moneyRules('价格')} />
          <ProFormText
            name="market_price"
            label="建议零售价（元）"
            {...half}
            rules={moneyRules('建议零售价')}
          />
        </>
      )}
      {groups.stock && (
        <>
          <Divider titlePlacement="start">库存</Divider>
          <ProFormDigit
            name="number"
            label="库存"
            {...half}
            min={0}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true, message: '请输入库存' }]}
          />
          <ProFormDependency name={['number']}>
            {({ number }) => (
              <ProFormText
                name="reason"
                label="库存变动原因"
                {...half}
                placeholder="如：盘点调整、采购入库"
                fieldProps={{ maxLength: 200 }}
                rules={[
                  {
                    required: number !== initial.number,
                    whitespace: true,
                    message: '修改库存请填写原因',
                  },
                ]}
              />
            )}
          </ProFormDependency>
        </>
      )}
    </ModalForm>
  );
}
