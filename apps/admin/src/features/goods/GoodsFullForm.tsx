import {
  DrawerForm,
  ProFormDatePicker,
  ProFormGroup,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Form } from 'antd';
import type { JSX } from 'react';
import { categoriesQuery } from '../../api/categories';
import { goodsOneQuery } from '../../api/goods';
import { useSaveGoods } from '../../api/goods-create';
import { WholeField } from '../../components/form-fields';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { categoryTree } from '../../lib/category-tree';
import { useCan } from '../../lib/permissions';
import { bodyOf, changedBody, emptyValues, type FullFormValues, fullValuesOf } from './full-values';
import {
  COUNT_MAX,
  GoodsLimits,
  GoodsMoney,
  GoodsText,
  half,
  moneyRule,
  requiredRule,
  third,
} from './goods-fields';

const ZBZ_HINT = '购买数量须为它的整数倍';

/**
 * 新增商品 (no id) or 完整编辑 (an id): every field of the goods by section.
 * Stock of an existing goods is changed in 编辑 (with its reason), not here.
 */
export function GoodsFullForm({
  id,
  trigger,
  onSaved,
}: {
  id?: number;
  trigger: JSX.Element;
  onSaved: (id: number) => void;
}) {
  const { message } = App.useApp();
  const can = useCan();
  const prices = can('prices');
  const queryClient = useQueryClient();
  const save = useSaveGoods();
  const [form] = Form.useForm<FullFormValues>();
  let before: FullFormValues | null = null;

  return (
    <DrawerForm<FullFormValues>
      title={id ? '完整编辑商品' : '新增商品'}
      form={form}
      width={820}
      grid
      rowProps={{ gutter: 16 }}
      trigger={trigger}
      dateFormatter="string"
      drawerProps={{ destroyOnHidden: true }}
      request={async () => {
        if (!id) return emptyValues() as FullFormValues;
        before = fullValuesOf(await queryClient.fetchQuery(goodsOneQuery(id)));
        return before;
      }}
      onFinish={async (values) => {
        const after = bodyOf(values);
        const body = id && before ? changedBody(bodyOf(before), after, prices) : after;
        if (id && Object.keys(body).length === 0) {
          message.info('没有修改');
          return true;
        }
        try {
          const saved = await save.mutateAsync({ id, body });
          message.success(id ? '已保存，商城即时生效' : '商品已创建，商城即时可见');
          onSaved(saved.id);
          return true;
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
      }}
    >
      <Divider titlePlacement="start">基本信息</Divider>
      <GoodsText name="name" {...half} />
      <GoodsText name="sccj" {...half} />
      <GoodsText name="ypgg" {...third} />
      <GoodsText name="jx" {...third} />
      <GoodsText name="bzdw" {...third} />
      <GoodsText name="pzwh" {...half} />
      <GoodsText name="gjbzm" {...half} />
      <WholeField
        name="zbz"
        label="中包装"
        tooltip={ZBZ_HINT}
        {...third}
        min={1}
        max={COUNT_MAX}
        required
      />
      <WholeField name="jzl" label="件装量" {...third} min={1} max={COUNT_MAX} required />
      <ProFormDatePicker
        name="yxq"
        label="有效期至"
        {...third}
        rules={[{ required: true, message: '请选择有效期' }]}
      />
      <ProFormTreeSelect
        name="category_id"
        label="商品分类"
        {...half}
        rules={[{ required: true, message: '请选择分类' }]}
        request={async () => categoryTree(await queryClient.fetchQuery(categoriesQuery('main')))}
        fieldProps={{ showSearch: true, treeNodeFilterProp: 'title' }}
      />
      <ProFormTextArea
        name="remarks"
        label="商品简介"
        {...half}
        fieldProps={{ maxLength: 500, rows: 1 }}
      />

      {(prices || !id) && (
        <>
          <Divider titlePlacement="start">价格与限购</Divider>
          <GoodsMoney name="price" required {...third} />
          <GoodsMoney name="market_price" required={false} {...third} />
          <GoodsLimits {...third} />
          <ProFormSwitch name="is_free_shipping" label="包邮" {...third} />
          <WholeField
            name="free_shipping_number"
            label="满多少件包邮"
            {...third}
            min={0}
            max={COUNT_MAX}
          />
          <Divider titlePlacement="start">阶梯价</Divider>
          <ProFormList
            name="ladder_price"
            creatorButtonProps={{ creatorButtonText: '添加一级阶梯价' }}
            max={10}
            colProps={{ span: 24 }}
          >
            <ProFormGroup>
              <WholeField name="number" label="购满数量" min={2} max={COUNT_MAX} required />
              <ProFormText
                name="price"
                label="单价（元）"
                rules={[{ required: true, message: '请输入单价' }, moneyRule('阶梯价格')]}
              />
            </ProFormGroup>
          </ProFormList>
        </>
      )}

      <Divider titlePlacement="start">专区与标签</Divider>
      <ProFormSwitch name="on_shelf" label="上架" {...third} />
      <ProFormSwitch name="is_youx" label="优选" {...third} />
      <ProFormSwitch name="is_kxpz" label="控销品种" {...third} />
      <ProFormSwitch name="is_clinic" label="诊所专区" {...third} />
      <ProFormSwitch name="is_device" label="器械" {...third} />
      <ProFormSwitch name="is_health" label="保健品" {...third} />
      <ProFormSwitch name="chinese_medicine" label="中药" {...third} />
      <ProFormSwitch name="group_buy" label="拼团商品" {...third} />
      <ProFormSwitch name="is_xq" label="效期品种" {...third} />
      <ProFormSelect
        name="ck_id"
        label="仓库"
        {...half}
        options={[
          { value: 1, label: '主仓' },
          { value: 2, label: '二号仓' },
          { value: 3, label: '近效期仓' },
        ]}
      />
      <ProFormTreeSelect
        name="zone_category_id"
        label="专区分类"
        {...half}
        request={async () => {
          const [zs, zy] = await Promise.all([
            queryClient.fetchQuery(categoriesQuery('zs')),
            queryClient.fetchQuery(categoriesQuery('zy')),
          ]);
          return [
            { value: 0, title: '无', children: [] },
            { value: -1, title: '诊所专区', children: categoryTree(zs), selectable: false },
            { value: -2, title: '中药专区', children: categoryTree(zy), selectable: false },
          ];
        }}
      />
      <ProFormList
        name="tags"
        label="标签"
        max={5}
        creatorButtonProps={{ creatorButtonText: '添加标签' }}
        colProps={{ span: 24 }}
      >
        <ProFormGroup>
          <ProFormText
            name="name"
            label="名称"
            rules={[requiredRule('标签名称')]}
            fieldProps={{ maxLength: 10 }}
          />
          <ProFormText name="describe" label="说明" fieldProps={{ maxLength: 50 }} />
        </ProFormGroup>
      </ProFormList>

      {!id && (
        <>
          <Divider titlePlacement="start">库存</Divider>
          <WholeField
            name="number"
            label="期初库存"
            tooltip="记入库存流水（期初库存）"
            {...half}
            min={0}
            max={COUNT_MAX}
          />
        </>
      )}
    </DrawerForm>
  );
}

/** The 新增商品 button of the goods table. */
export const NewGoodsButton = ({ onSaved }: { onSaved: (id: number) => void }) => (
  <GoodsFullForm trigger={<Button type="primary">新增商品</Button>} onSaved={onSaved} />
);
