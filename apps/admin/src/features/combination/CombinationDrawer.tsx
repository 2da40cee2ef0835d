import { ProForm } from '@ant-design/pro-components';
import type { AdminCombination } from '@shop/contract';
import { useCombination, useSaveCombination } from '../../api/combinations';
import { EditDrawer, type EditDrawerProps, type EditSpec } from '../../components/EditDrawer';
import { MoneyField, NameField, WholeField } from '../../components/form-fields';
import { isoWindow, nextDays, type Window, WindowField, windowOf } from '../../components/window';
import { newRow, PackageGoodsInput, type PackageLine } from './PackageGoodsInput';

type Values = {
  title: string;
  price: string;
  stock: number;
  limit: number;
  range: Window;
  goods: PackageLine[];
};

function initialOf(c: AdminCombination | undefined): Partial<Values> {
  if (!c)
    return {
      stock: 100,
      limit: 0,
      goods: [newRow(), newRow()],
      range: nextDays(14),
    };
  return {
    title: c.title,
    price: c.price,
    stock: c.stock,
    limit: c.limit,
    range: windowOf(c.start_time, c.end_time),
    goods: c.goods.map((g) => ({ goods_id: g.id, name: `${g.name} ${g.ypgg}`, number: g.number })),
  };
}

const combination: EditSpec<AdminCombination, Values, Request> = {
  words: { noun: '组合套餐', width: 760, saved: '已保存，组合购页面即时生效' },
  api: { useItem: useCombination, useSave: useSaveCombination },
  requestOf: (v, id) => {
    const [start_time, end_time] = isoWindow(v.range);
    const goods = (v.goods ?? []).filter((g) => g.goods_id > 0);
    return {
      id: id ?? undefined,
      body: {
        title: v.title,
        price: String(v.price),
        stock: v.stock,
        limit: v.limit ?? 0,
        start_time,
        end_time,
        goods: goods.map((g) => ({ goods_id: g.goods_id, number: g.number })),
      },
    };
  },
  nameOf: (c) => c.title,
  initialOf,
};

/** New (id null) or edit: a package's goods, price, stock, limit and window. */
export const CombinationDrawer = (props: EditDrawerProps) => (
  <EditDrawer {...props} spec={combination}>
    <NameField name="title" label="套餐名称" max={40} />
    <ProForm.Item
      name="goods"
      label="套餐商品（2-10 种；同一商品在同一时段只能参加一个套餐）"
      rules={[{ required: true, message: '请选择套餐商品' }]}
    >
      <PackageGoodsInput />
    </ProForm.Item>
    <ProForm.Group>
      <MoneyField name="price" label="套餐价（元）" width="sm" required />
      <WholeField name="stock" label="套餐库存（套）" width="sm" min={0} max={1_000_000} required />
      <WholeField name="limit" label="每店限购（套，0 不限）" width="sm" min={0} max={10_000} />
    </ProForm.Group>
    <WindowField />
  </EditDrawer>
);

/** What the save hook sends. */
type Request = Parameters<ReturnType<typeof useSaveCombination>['mutateAsync']>[0];
