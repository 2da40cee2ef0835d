import { DrawerForm, ProForm } from '@ant-design/pro-components';
import type { AdminWelfareEvent } from '@shop/contract';
import { Form, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSaveWelfareEvent } from '../../api/welfare';
import { NameField } from '../../components/form-fields';
import { GoodsPicker } from '../../components/marketing/GoodsPicker';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { WindowField } from '../../components/window';
import { useFormSave } from '../../lib/use-form-save';

type Values = { title: string; range: [Dayjs | string, Dayjs | string]; goods: PickedGoods[] };

const initialOf = (e: AdminWelfareEvent | null): Partial<Values> =>
  e
    ? {
        title: e.title,
        range: [dayjs(e.start_time), dayjs(e.end_time)],
        goods: e.goods.map((g) => ({ id: g.id, name: `${g.name} ${g.specification}` })),
      }
    : {
        title: '全场94折',
        range: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
        goods: [],
      };

/**
 * New (row null) or edit: the event's name, window and goods, with a preview
 * of the prices buyers will see for the goods saved (member price and 94折).
 */
export function WelfareEventDrawer({
  row,
  open,
  onClose,
}: {
  row: AdminWelfareEvent | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveWelfareEvent();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  const ended = row?.status === 'ended';

  return (
    <DrawerForm<Values>
      title={row ? `${ended ? '查看' : '编辑'}94折活动 · ${row.title}` : '新建94折活动'}
      form={form}
      open={open}
      width={760}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      initialValues={initialOf(row)}
      key={row ? `e${row.id}` : 'new'}
      submitter={ended ? false : undefined}
      onFinish={async (v) => {
        const [from, to] = v.range;
        return submit(
          () =>
            save.mutateAsync({
              ...(row ? { id: row.id } : {}),
              body: {
                title: v.title,
                starts_at: dayjs(from).toISOString(),
                ends_at: dayjs(to).toISOString(),
                goods_ids: (v.goods ?? []).map((g) => g.id),
              },
            }),
          '已保存，商城即时生效',
          onClose,
        );
      }}
    >
      <NameField name="title" label="活动名称" max={30} disabled={ended} />
      <WindowField disabled={ended} />
      <ProForm.Item name="goods" label="活动商品" tooltip="同一商品同一时段只能参加一个94折活动">
        <GoodsPicker maxTagCount={30} />
      </ProForm.Item>
      {row && row.goods.length > 0 && (
        <ProForm.Item label="买家看到的价格（已保存的商品）">
          <Table
            size="small"
            rowKey="id"
            pagination={{ pageSize: 8, size: 'small' }}
            dataSource={row.goods}
            columns={[
              { title: '商品', dataIndex: 'name', ellipsis: true },
              { title: '规格', dataIndex: 'specification', width: 130, ellipsis: true },
              { title: '会员价', dataIndex: 'price', width: 90, render: (v) => `¥${v}` },
              {
                title: '94折价',
                dataIndex: 'welfare_price',
                width: 90,
                render: (v) => <b style={{ color: '#cf1322' }}>¥{v}</b>,
              },
            ]}
          />
        </ProForm.Item>
      )}
    </DrawerForm>
  );
}
