import {
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import type { AdminCouponTemplate } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { categoriesQuery } from '../../api/categories';
import { useSaveTemplate, useTemplate } from '../../api/coupon-templates';
import { EditDrawer, type EditDrawerProps, type EditSpec } from '../../components/EditDrawer';
import { MoneyField, NameField, WholeField } from '../../components/form-fields';
import { GoodsPicker } from '../../components/marketing/GoodsPicker';
import { isoWindow, nextDays, WindowField, windowOf } from '../../components/window';
import { categoryTree } from '../../lib/category-tree';
import { CouponPreview, type TemplateValues } from './CouponPreview';

function initialOf(t: AdminCouponTemplate | undefined): Partial<TemplateValues> {
  if (!t)
    return {
      type: 1,
      min_amount: '0',
      per_buyer: 1,
      valid_days: 30,
      goods: [],
      category_ids: [],
      range: nextDays(14),
    };
  return {
    name: t.name,
    type: t.type,
    amount: t.amount,
    min_amount: t.min_amount,
    total: t.total,
    per_buyer: t.per_buyer,
    range: windowOf(t.starts_at, t.ends_at),
    valid_days: t.valid_days,
    valid_to: t.valid_to ? dayjs(t.valid_to) : null,
    goods: t.goods,
    category_ids: t.categories.map((c) => c.id),
  };
}

const template: EditSpec<AdminCouponTemplate, TemplateValues, Request> = {
  words: { noun: '券', width: 760, saved: '已保存，领券中心即时生效' },
  api: { useItem: useTemplate, useSave: useSaveTemplate },
  requestOf: (v, id) => {
    const [starts_at, ends_at] = isoWindow(v.range);
    // A cash voucher has no threshold; a type is chosen once, on creation.
    const body = {
      ...(id ? {} : { type: v.type }),
      name: v.name,
      amount: String(v.amount),
      min_amount: v.type === 2 ? '0' : String(v.min_amount ?? '0'),
      total: v.total,
      per_buyer: v.per_buyer,
      starts_at,
      ends_at,
      valid_days: v.valid_days ?? 0,
      valid_to: v.valid_to ? dayjs(v.valid_to).toISOString() : null,
      goods_ids: (v.goods ?? []).map((g) => g.id),
      category_ids: v.category_ids ?? [],
    };
    return { id: id ?? undefined, body };
  },
  nameOf: (t) => t.name,
  initialOf,
};

/** New (id null) or edit: a template's terms, scope and windows, with what buyers will see. */
export function CouponTemplateDrawer(props: EditDrawerProps) {
  const { id } = props;
  const queryClient = useQueryClient();
  return (
    <EditDrawer {...props} spec={template}>
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
      <NameField name="name" label="券名称" max={30} />
      <ProForm.Group>
        <MoneyField name="amount" label="面额（元）" width="sm" required />
        <ProFormDependency name={['type']}>
          {({ type }) =>
            type === 2 ? null : (
              <MoneyField
                name="min_amount"
                label="使用门槛（元，0 为无门槛）"
                width="sm"
                required
              />
            )
          }
        </ProFormDependency>
      </ProForm.Group>
      <ProForm.Group>
        <WholeField name="total" label="发放总量" width="sm" min={1} max={1_000_000} required />
        <WholeField name="per_buyer" label="每人限领" width="sm" min={1} max={100} />
      </ProForm.Group>
      <WindowField label="领取时间" />
      <ProForm.Group>
        <WholeField
          name="valid_days"
          label="领取后有效天数（0 则按固定日期）"
          width="sm"
          min={0}
          max={365}
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
    </EditDrawer>
  );
}

/** What the save hook sends. */
type Request = Parameters<ReturnType<typeof useSaveTemplate>['mutateAsync']>[0];
