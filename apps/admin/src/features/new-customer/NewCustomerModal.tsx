import {
  ModalForm,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminNewCustomerItem } from '@shop/contract';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSaveNewCustomer } from '../../api/new-customer';
import { GoodsSelect, type PickedGoods } from '../../components/marketing/GoodsSelect';
import { MONEY } from '../../lib/money';
import { useFormSave } from '../../lib/use-form-save';
import { NewCustomerPreview } from './NewCustomerPreview';

type Values = {
  goods: PickedGoods | null;
  price: string;
  limit: number;
  sort: number;
  range: [Dayjs | string, Dayjs | string];
};

function initialOf(row: AdminNewCustomerItem | null): Partial<Values> {
  if (!row)
    return {
      goods: null,
      limit: 1,
      sort: 0,
      range: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')],
    };
  return {
    goods: {
      id: row.goods_id,
      name: `${row.goods_name} ${row.ypgg} ${row.sccj}`,
      price: row.goods_price,
    },
    price: row.price,
    limit: row.limit,
    sort: row.sort,
    range: [dayjs(row.starts_at), dayjs(row.ends_at)],
  };
}

/** New (row null) or edit: the goods, its 新人价, the per-company limit and the window. */
export function NewCustomerModal({
  row,
  open,
  onClose,
}: {
  row: AdminNewCustomerItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveNewCustomer();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  return (
    <ModalForm<Values>
      title={row ? `编辑新人特价 · ${row.goods_name}` : '新增新人特价'}
      form={form}
      open={open}
      width={560}
      initialValues={initialOf(row)}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, okText: '保存' }}
      onFinish={async (v) => {
        const goods = v.goods;
        if (!goods) return false;
        const [start, end] = v.range.map((d) => dayjs(d));
        return submit(
          () =>
            save.mutateAsync({
              id: row?.id,
              body: {
                goods_id: goods.id,
                price: v.price.trim(),
                limit: v.limit,
                sort: v.sort,
                starts_at: start!.toISOString(),
                ends_at: end!.toISOString(),
                enabled: row?.enabled ?? true,
              },
            }),
          '新人特价已保存',
          onClose,
        );
      }}
    >
      <ProForm.Item
        name="goods"
        label="商品"
        rules={[{ required: true, message: '请选择商品' }]}
        extra={row ? '已有购买的新人特价不能换商品；如需更换请停止后新增' : undefined}
      >
        <GoodsSelect disabled={row !== null} />
      </ProForm.Item>
      <ProFormText
        name="price"
        label="新人价（元）"
        placeholder="须低于商品会员价"
        rules={[
          { required: true, whitespace: true, message: '请输入新人价' },
          { pattern: MONEY, message: '金额须为数字，最多两位小数' },
        ]}
      />
      <ProFormDigit
        name="limit"
        label="每家限购"
        min={1}
        max={5}
        fieldProps={{ precision: 0 }}
        extra="每家企业一生只能购买一次，最多这么多件"
        rules={[{ required: true, message: '请输入每家限购' }]}
      />
      <ProFormDateTimeRangePicker
        name="range"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormDigit
        name="sort"
        label="排序"
        min={0}
        max={1_000_000}
        fieldProps={{ precision: 0 }}
      />
      <Form.Item noStyle shouldUpdate>
        {(f) => (
          <NewCustomerPreview
            goods={f.getFieldValue('goods')}
            price={f.getFieldValue('price')}
            limit={f.getFieldValue('limit')}
          />
        )}
      </Form.Item>
    </ModalForm>
  );
}
