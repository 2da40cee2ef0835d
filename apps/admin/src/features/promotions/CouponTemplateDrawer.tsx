import {
  DrawerForm,
  ProForm,
  ProFormDateTimePicker,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { categoriesQuery } from '../../api/categories';
import { useSaveTemplate, useTemplate } from '../../api/coupon-templates';
import type { AdminCouponTemplate } from '../../api/site-types';
import { GoodsPicker } from '../../components/marketing/GoodsPicker';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { categoryTree } from '../../lib/category-tree';
import { useFormSave } from '../../lib/use-form-save';
import { CouponPreview } from './CouponPreview';

export type TemplateValues = {
  name: string;
  type: 1 | 2;
  amount: string;
  min_amount: string;
  total: number;
  per_buyer: number;
  range: [Dayjs | string, Dayjs | string];
  valid_days: number;
  valid_to?: Dayjs | string | null;
  goods: PickedGoods[];
  category_ids: number[];
};

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

function initialOf(t: AdminCouponTemplate | undefined): Partial<TemplateValues> {
  if (!t)
    return {
      type: 1,
      min_amount: '0',
      per_buyer: 1,
      valid_days: 30,
      goods: [],
      category_ids: [],
      range: [dayjs().startOf('minute'), dayjs().add(14, 'day').endOf('day')],
    };
  return {
    name: t.name,
    type: t.type,
    amount: t.amount,
    min_amount: t.min_amount,
    total: t.total,
    per_buyer: t.per_buyer,
    range: [dayjs(t.starts_at), dayjs(t.ends_at)],
    valid_days: t.valid_days,
    valid_to: t.valid_to ? dayjs(t.valid_to) : null,
    goods: t.goods,
    category_ids: t.categories.map((c) => c.id),
  };
}

/** New (id null) or edit: a template's terms, scope and windows, with what buyers will see. */
export function CouponTemplateDrawer({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { data, isLoading } = useTemplate(open ? id : null);
  const save = useSaveTemplate();
  const [form] = Form.useForm<TemplateValues>();
  const submit = useFormSave(form);
  const ready = id === null || (!isLoading && !!data);
  const initial = useMemo(
    () => (ready ? initialOf(id ? data : undefined) : undefined),
    [ready, id, data],
  );

  return (
    <DrawerForm<TemplateValues>
      title={id ? `编辑券 · ${data?.name ?? ''}` : '新建券'}
      form={form}
      open={open}
      width={760}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      initialValues={initial}
      key={ready ? `ready-${id}` : 'loading'}
      onFinish={async (v) => {
        const [from, to] = v.range;
        const body = {
          name: v.name,
          ...(id ? {} : { type: v.type }),
          amount: String(v.amount),
          min_amount: v.type === 2 ? '0' : String(v.min_amount ?? '0'),
          total: v.total,
          per_buyer: v.per_buyer,
          starts_at: dayjs(from).toISOString(),
          ends_at: dayjs(to).toISOString(),
          valid_days: v.valid_days ?? 0,
          valid_to: v.valid_to ? dayjs(v.valid_to).toISOString() : null,
          goods_ids: (v.goods ?? []).map((g) => g.id),
          category_ids: v.category_ids ?? [],
        };
        return submit(
          () => save.mutateAsync({ id: id ?? undefined, body }),
          '已保存，领券中心即时生效',
          onClose,
        );
      }}
    >
      {!ready ? (
        <Spin />
      ) : (
        <>
          <ProFormDependency
            name={[
              'name',
              'type',
              'amount',
              'min_amount',
              'valid_days',
              'valid_to',
              'goods',
              'category_ids',
            ]}
          >
            {(v) => <CouponPreview values={v as Partial<TemplateValues>} />}
          </ProFormDependency>
          <ProFormRadio.Group
            name="type"
            label="券类型"
            disabled={id !== null}
            options={[
              { value: 1, label: '优惠券（可设门槛、适用范围）' },
              { value: 2, label: '现金券（无门槛，不找零）' },
            ]}
          />
          <ProFormText
            name="name"
            label="券名称"
            rules={[{ required: true, whitespace: true, message: '请输入券名称' }]}
            fieldProps={{ maxLength: 30 }}
          />
          <ProForm.Group>
            <ProFormText
              name="amount"
              label="面额（元）"
              width="sm"
              rules={[{ required: true, pattern: MONEY, message: '请输入面额' }]}
            />
            <ProFormDependency name={['type']}>
              {({ type }) =>
                type === 2 ? null : (
                  <ProFormText
                    name="min_amount"
                    label="使用门槛（元，0 为无门槛）"
                    width="sm"
                    rules={[{ required: true, pattern: MONEY, message: '金额格式不正确' }]}
                  />
                )
              }
            </ProFormDependency>
          </ProForm.Group>
          <ProForm.Group>
            <ProFormDigit
              name="total"
              label="发放总量"
              width="sm"
              min={1}
              max={1_000_000}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true, message: '请输入发放总量' }]}
            />
            <ProFormDigit
              name="per_buyer"
              label="每人限领"
              width="sm"
              min={1}
              max={100}
              fieldProps={{ precision: 0 }}
            />
          </ProForm.Group>
          <ProFormDateTimeRangePicker
            name="range"
            label="领取时间"
            rules={[{ required: true, message: '请选择领取时间' }]}
          />
          <ProForm.Group>
            <ProFormDigit
              name="valid_days"
              label="领取后有效天数（0 则按固定日期）"
              width="sm"
              min={0}
              max={365}
              fieldProps={{ precision: 0 }}
            />
            <ProFormDateTimePicker name="valid_to" label="有效期至" width="md" />
          </ProForm.Group>
          <ProFormDependency name={['type']}>
            {({ type }) =>
              type === 2 ? null : (
                <>
                  <ProFormTreeSelect
                    name="category_ids"
                    label="适用分类（不选且不选商品为全场通用）"
                    request={async () =>
                      categoryTree(await queryClient.fetchQuery(categoriesQuery('main')))
                    }
                    fieldProps={{
                      multiple: true,
                      showSearch: true,
                      treeNodeFilterProp: 'title',
                      maxTagCount: 10,
                    }}
                  />
                  <ProForm.Item name="goods" label="适用商品">
                    <GoodsPicker />
                  </ProForm.Item>
                </>
              )
            }
          </ProFormDependency>
        </>
      )}
    </DrawerForm>
  );
}
