import {
  DrawerForm,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminCombination } from '@shop/contract';
import { Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCombination, useSaveCombination } from '../../api/combinations';
import { useFormSave } from '../../lib/use-form-save';
import { newRow, PackageGoodsInput, type PackageLine } from './PackageGoodsInput';

type Values = {
  title: string;
  price: string;
  stock: number;
  limit: number;
  range: [Dayjs | string, Dayjs | string];
  goods: PackageLine[];
};

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

function initialOf(c: AdminCombination | undefined): Partial<Values> {
  if (!c)
    return {
      stock: 100,
      limit: 0,
      goods: [newRow(), newRow()],
      range: [dayjs().startOf('minute'), dayjs().add(14, 'day').endOf('day')],
    };
  return {
    title: c.title,
    price: c.price,
    stock: c.stock,
    limit: c.limit,
    range: [dayjs(c.start_time), dayjs(c.end_time)],
    goods: c.goods.map((g) => ({ goods_id: g.id, name: `${g.name} ${g.ypgg}`, number: g.number })),
  };
}

/** New (id null) or edit: a package's goods, price, stock, limit and window. */
export function CombinationDrawer({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { data, isLoading } = useCombination(open ? id : null);
  const save = useSaveCombination();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  const ready = id === null || (!isLoading && !!data);
  const initial = useMemo(
    () => (ready ? initialOf(id ? data : undefined) : undefined),
    [ready, id, data],
  );

  return (
    <DrawerForm<Values>
      title={id ? `编辑套餐 · ${data?.title ?? ''}` : '新建组合套餐'}
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
          title: v.title,
          price: String(v.price),
          stock: v.stock,
          limit: v.limit ?? 0,
          start_time: dayjs(from).toISOString(),
          end_time: dayjs(to).toISOString(),
          goods: (v.goods ?? [])
            .filter((g) => g.goods_id > 0)
            .map((g) => ({ goods_id: g.goods_id, number: g.number })),
        };
        return submit(
          () => save.mutateAsync({ id: id ?? undefined, body }),
          '已保存，组合购页面即时生效',
          onClose,
        );
      }}
    >
      {!ready ? (
        <Spin />
      ) : (
        <>
          <ProFormText
            name="title"
            label="套餐名称"
            rules={[{ required: true, whitespace: true, message: '请输入套餐名称' }]}
            fieldProps={{ maxLength: 40 }}
          />
          <ProForm.Item
            name="goods"
            label="套餐商品（2-10 种；同一商品在同一时段只能参加一个套餐）"
            rules={[{ required: true, message: '请选择套餐商品' }]}
          >
            <PackageGoodsInput />
          </ProForm.Item>
          <ProForm.Group>
            <ProFormText
              name="price"
              label="套餐价（元）"
              width="sm"
              rules={[{ required: true, pattern: MONEY, message: '请输入套餐价' }]}
            />
            <ProFormDigit
              name="stock"
              label="套餐库存（套）"
              width="sm"
              min={0}
              max={1_000_000}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true, message: '请输入套餐库存' }]}
            />
            <ProFormDigit
              name="limit"
              label="每店限购（套，0 不限）"
              width="sm"
              min={0}
              max={10_000}
              fieldProps={{ precision: 0 }}
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
