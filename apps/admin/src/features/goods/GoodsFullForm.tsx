import {
  DrawerForm,
  ProFormDatePicker,
  ProFormDependency,
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
  DRUG_CLASS_OPTIONS,
  GoodsLimits,
  GoodsMoney,
  GoodsText,
  half,
  moneyRule,
  quarter,
  requiredRule,
  third,
} from './goods-fields';

const ZBZ_HINT = '购买数量须为它的整数倍';
/** Why an existing goods' expiry fields are shown, not edited. */
const BY_LOTS = '由批次决定：即将发货批次的有效期，请在「批次」中入库';

/**
 * 新增商品 (no id) or 完整编辑 (an id): every field of the goods by section.
 * Stock is its lots' (批次), never typed here; the expiry is asked of new
 * goods only, then follows the lot that ships next.
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
      {id ? (
        <ProFormText name="yxq" label="有效期至" tooltip={BY_LOTS} {...third} readonly />
      ) : (
        <ProFormDatePicker
          name="yxq"
          label="有效期至"
          tooltip="入库批次后以即将发货批次的有效期为准"
          {...third}
          rules={[{ required: true, message: '请选择有效期' }]}
        />
      )}
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

      <Divider titlePlacement="start">药品分类</Divider>
      <ProFormSelect
        name="drug_class"
        label="药品分类"
        {...quarter}
        // No default: a drug saved as 非药品 would be sold to every licence.
        rules={[{ required: true, message: '请选择药品分类' }]}
        options={DRUG_CLASS_OPTIONS}
      />
      <ProFormSwitch name="is_special_compound" label="含特殊药品复方制剂" {...quarter} />
      <ProFormSwitch name="is_cold_chain" label="冷链（2-8°C）" {...quarter} />
      <ProFormSwitch name="need_trace_code" label="需追溯码" {...quarter} />
      {/* Scans are matched to the goods by this prefix (打包发货); the server asks it too. */}
      <ProFormDependency name={['need_trace_code']}>
        {({ need_trace_code }) => (
          <ProFormText
            name="trace_prefix"
            label="追溯码前缀"
            tooltip="药品追溯码（20 位）的前 7 位，标识产品和包装规格；打包扫码时按前缀识别商品"
            placeholder="7 位数字"
            {...quarter}
            fieldProps={{ maxLength: 7, inputMode: 'numeric' }}
            rules={[
              { required: Boolean(need_trace_code), message: '需追溯码的商品请填写7位追溯码前缀' },
              { pattern: /^\s*(\d{7})?\s*$/, message: '追溯码前缀应为7位数字' },
            ]}
          />
        )}
      </ProFormDependency>
      {/* The limits mean something only for a 含特殊药品复方制剂; hidden ones keep their values. */}
      <ProFormDependency name={['is_special_compound']}>
        {({ is_special_compound }) =>
          is_special_compound ? (
            <>
              <WholeField
                name="special_order_limit"
                label="每单限购（每家企业）"
                tooltip="0 为不限；按订单内该商品的总数量计"
                {...half}
                min={0}
                max={COUNT_MAX}
                required
              />
              <WholeField
                name="special_month_limit"
                label="每月限购（每家企业）"
                tooltip="0 为不限；按北京时间自然月内未取消订单的数量计"
                {...half}
                min={0}
                max={COUNT_MAX}
                required
              />
            </>
          ) : null
        }
      </ProFormDependency>

      <Divider titlePlacement="start">专区与标签</Divider>
      <ProFormSwitch name="on_shelf" label="上架" {...third} />
      <ProFormSwitch name="is_youx" label="优选" {...third} />
      <ProFormSwitch name="is_kxpz" label="控销品种" {...third} />
      <ProFormSwitch name="is_clinic" label="诊所专区" {...third} />
      <ProFormSwitch name="is_device" label="器械" {...third} />
      <ProFormSwitch name="is_health" label="保健品" {...third} />
      <ProFormSwitch name="chinese_medicine" label="中药" {...third} />
      <ProFormSwitch name="group_buy" label="拼团商品" {...third} />
      <ProFormSwitch
        name="is_xq"
        label="效期品种"
        {...third}
        disabled={Boolean(id)}
        tooltip={id ? BY_LOTS : undefined}
      />
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
    </DrawerForm>
  );
}

/** The 新增商品 button of the goods table. */
export const NewGoodsButton = ({ onSaved }: { onSaved: (id: number) => void }) => (
  <GoodsFullForm trigger={<Button type="primary">新增商品</Button>} onSaved={onSaved} />
);
