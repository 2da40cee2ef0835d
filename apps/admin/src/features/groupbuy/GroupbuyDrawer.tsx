import { ProForm, ProFormDependency } from '@ant-design/pro-components';
import type { AdminGroupbuy } from '@shop/contract';
import { useGroupbuy, useSaveGroupbuy } from '../../api/groupbuy';
import { EditDrawer, type EditDrawerProps, type EditSpec } from '../../components/EditDrawer';
import { MoneyField, NameField, WholeField } from '../../components/form-fields';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';
import { isoWindow, nextDays, WindowField, windowOf } from '../../components/window';
import { GroupbuyPreview, type GroupbuyValues } from './GroupbuyPreview';

function initialOf(a: AdminGroupbuy | undefined): Partial<GroupbuyValues> {
  if (!a)
    return {
      goods: null,
      group_size: 2,
      number: 10,
      group_hours: 24,
      range: nextDays(14),
    };
  return {
    goods: { id: a.goods_id, name: `${a.goods_name} ${a.goods_spec}`, price: a.goods_price },
    title: a.title,
    pt_price: a.pt_price,
    group_size: a.group_size,
    number: a.number,
    group_hours: a.group_hours,
    range: windowOf(a.starts_at, a.ends_at),
  };
}

const groupbuy: EditSpec<AdminGroupbuy, GroupbuyValues, Request> = {
  words: { noun: '拼团', width: 680, saved: '已保存，买家端即时生效' },
  api: { useItem: useGroupbuy, useSave: useSaveGroupbuy },
  requestOf: (v, id) => {
    const [starts_at, ends_at] = isoWindow(v.range);
    const { title, group_size, number, group_hours } = v;
    const terms = { title, group_size, number, group_hours, starts_at, ends_at };
    const body = { ...terms, pt_price: String(v.pt_price) };
    // The goods is chosen once: an edit never sends it.
    return id ? { id, body } : { body: { ...body, goods_id: v.goods?.id ?? 0 } };
  },
  nameOf: (a) => a.title,
  initialOf,
};

/** New (id null) or edit: an activity's goods, price, size, quantity and window, with a preview. */
export function GroupbuyDrawer(props: EditDrawerProps) {
  const { id } = props;
  return (
    <EditDrawer {...props} spec={groupbuy}>
      <ProFormDependency
        name={['goods', 'title', 'pt_price', 'group_size', 'number', 'group_hours']}
      >
        {(v) => <GroupbuyPreview values={v as Partial<GroupbuyValues>} />}
      </ProFormDependency>
      <ProForm.Item
        name="goods"
        label="拼团商品"
        rules={[{ required: true, message: '请选择商品' }]}
        extra={id ? '商品创建后不能更换' : '同一商品同一时间只能参加一个拼团'}
      >
        <GoodsSelect disabled={id !== null} />
      </ProForm.Item>
      <NameField name="title" label="活动名称" max={40} />
      <MoneyField name="pt_price" label="拼团价（元）" required />
      <ProForm.Group>
        <WholeField name="group_size" label="成团人数（家）" min={2} max={100} required />
        <WholeField name="number" label="每家购买数量" min={1} max={100000} required />
        <WholeField name="group_hours" label="成团时限（小时）" min={1} max={720} required />
      </ProForm.Group>
      <WindowField />
    </EditDrawer>
  );
}

/** What the save hook sends. */
type Request = Parameters<ReturnType<typeof useSaveGroupbuy>['mutateAsync']>[0];
