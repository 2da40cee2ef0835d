import {
  DrawerForm,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminGroupbuy } from '@shop/contract';
import { Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useGroupbuy, useSaveGroupbuy } from '../../api/groupbuy';
import { GoodsSelect, type PickedGoods } from '../../components/marketing/GoodsSelect';
import { useFormSave } from '../../lib/use-form-save';
import { GroupbuyPreview } from './GroupbuyPreview';

export type GroupbuyValues = {
  goods: PickedGoods | null;
  title: string;
  pt_price: string;
  group_size: number;
  number: number;
  group_hours: number;
  range: [Dayjs | string, Dayjs | string];
};

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

function initialOf(a: AdminGroupbuy | undefined): Partial<GroupbuyValues> {
  if (!a)
    return {
      goods: null,
      group_size: 2,
      number: 10,
      group_hours: 24,
      range: [dayjs().startOf('minute'), dayjs().add(14, 'day').endOf('day')],
    };
  return {
    goods: { id: a.goods_id, name: `${a.goods_name} ${a.goods_spec}`, price: a.goods_price },
    title: a.title,
    pt_price: a.pt_price,
    group_size: a.group_size,
    number: a.number,
    group_hours: a.group_hours,
    range: [dayjs(a.starts_at), dayjs(a.ends_at)],
  };
}

/** New (id null) or edit: an activity's goods, price, size, quantity and window, with a preview. */
export function GroupbuyDrawer({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { data, isLoading } = useGroupbuy(open ? id : null);
  const save = useSaveGroupbuy();
  const [form] = Form.useForm<GroupbuyValues>();
  const submit = useFormSave(form);
  const ready = id === null || (!isLoading && !!data);
  const initial = useMemo(
    () => (ready ? initialOf(id ? data : undefined) : undefined),
    [ready, id, data],
  );

  return (
    <DrawerForm<GroupbuyValues>
      title={id ? `编辑拼团 · ${data?.title ?? ''}` : '新建拼团'}
      form={form}
      open={open}
      width={680}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      initialValues={initial}
      key={ready ? `ready-${id}` : 'loading'}
      onFinish={async (v) => {
        const [from, to] = v.range;
        const terms = {
          title: v.title,
          pt_price: String(v.pt_price),
          group_size: v.group_size,
          number: v.number,
          group_hours: v.group_hours,
          starts_at: dayjs(from).toISOString(),
          ends_at: dayjs(to).toISOString(),
        };
        return submit(
          () =>
            save.mutateAsync(
              id ? { id, body: terms } : { body: { ...terms, goods_id: v.goods?.id ?? 0 } },
            ),
          '已保存，买家端即时生效',
          onClose,
        );
      }}
    >
      {!ready ? (
        <Spin />
      ) : (
        <>
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
          <ProFormText
            name="title"
            label="活动名称"
            rules={[{ required: true, message: '请填写活动名称' }, { max: 40 }]}
          />
          <ProFormText
            name="pt_price"
            label="拼团价（元）"
            rules={[
              { required: true, message: '请填写拼团价' },
              { pattern: MONEY, message: '金额最多两位小数' },
            ]}
          />
          <ProForm.Group>
            <ProFormDigit
              name="group_size"
              label="成团人数（家）"
              min={2}
              max={100}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true }]}
            />
            <ProFormDigit
              name="number"
              label="每家购买数量"
              min={1}
              max={100000}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true }]}
            />
            <ProFormDigit
              name="group_hours"
              label="成团时限（小时）"
              min={1}
              max={720}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true }]}
            />
          </ProForm.Group>
          <ProFormDateTimeRangePicker
            name="range"
            label="活动时间"
            rules={[{ required: true, message: '请选择活动时间' }]}
          />
        </>
      )}
    </DrawerForm>
  );
}
