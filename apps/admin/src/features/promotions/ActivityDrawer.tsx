import {
  DrawerForm,
  EditableProTable,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import { App, Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useActivity, useSaveActivity } from '../../api/promotions';
import type { AdminActivityDetail } from '../../api/site-types';
import { GoodsPicker } from '../../components/marketing/GoodsPicker';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { useFormSave } from '../../lib/use-form-save';

type Tier = { key: string; amount: string; reduce: string };
type Values = {
  title: string;
  limit: number;
  range: [Dayjs | string, Dayjs | string];
  tiers: Tier[];
  goods: PickedGoods[];
};

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
let keys = 0;
const key = () => `t${++keys}`;

function initialOf(a: AdminActivityDetail | undefined): Partial<Values> {
  if (!a)
    return {
      limit: 0,
      tiers: [{ key: key(), amount: '300', reduce: '20' }],
      goods: [],
      range: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
    };
  return {
    title: a.title,
    limit: a.limit,
    range: [dayjs(a.starts_at), dayjs(a.ends_at)],
    tiers: a.tiers.map((t) => ({ key: key(), ...t })),
    goods: a.goods.map((g) => ({ id: g.id, name: `${g.name} ${g.ypgg} ${g.sccj}` })),
  };
}

/** The tiers: thresholds rising, each reduction below its threshold (the server checks again). */
function checkTiers(tiers: Tier[] | undefined): string | null {
  if (!tiers || tiers.length === 0) return '请至少设置一档满减';
  for (const [i, t] of tiers.entries()) {
    if (!MONEY.test(t.amount ?? '') || !MONEY.test(t.reduce ?? ''))
      return `第 ${i + 1} 档金额格式不正确`;
    if (Number(t.reduce) <= 0 || Number(t.reduce) >= Number(t.amount))
      return `第 ${i + 1} 档：减免须大于 0 且小于门槛`;
    const prev = tiers[i - 1];
    if (
      prev &&
      (Number(t.amount) <= Number(prev.amount) || Number(t.reduce) <= Number(prev.reduce))
    )
      return `第 ${i + 1} 档：门槛和减免须逐档递增`;
  }
  return null;
}

/** New (id null and open) or edit: the activity, its tiers and its goods. */
export function ActivityDrawer({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { data, isLoading } = useActivity(open ? id : null);
  const save = useSaveActivity();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  const ready = id === null || (!isLoading && !!data);
  const initial = useMemo(
    () => (ready ? initialOf(id ? data : undefined) : undefined),
    [ready, id, data],
  );
  // Every tier row is edited in place: the keys of the rows the drawer opened with.
  const [editing, setEditing] = useState<React.Key[]>([]);
  useEffect(() => setEditing((initial?.tiers ?? []).map((t) => t.key)), [initial]);

  return (
    <DrawerForm<Values>
      title={id ? `编辑满减活动 · ${data?.title ?? ''}` : '新建满减活动'}
      form={form}
      open={open}
      width={720}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      initialValues={initial}
      key={ready ? `ready-${id}` : 'loading'}
      onFinish={async (v) => {
        const problem = checkTiers(v.tiers);
        if (problem) {
          message.error(problem);
          return false;
        }
        const [from, to] = v.range;
        const body = {
          title: v.title,
          limit: v.limit ?? 0,
          starts_at: dayjs(from).toISOString(),
          ends_at: dayjs(to).toISOString(),
          tiers: v.tiers.map((t) => ({ amount: String(t.amount), reduce: String(t.reduce) })),
        };
        return submit(
          () =>
            save.mutateAsync({
              id: id ?? undefined,
              body,
              goodsIds: (v.goods ?? []).map((g) => g.id),
            }),
          '已保存，商城即时生效',
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
            label="活动名称"
            rules={[{ required: true, whitespace: true, message: '请输入活动名称' }]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormDateTimeRangePicker
            name="range"
            label="活动时间"
            rules={[{ required: true, message: '请选择活动时间' }]}
          />
          <ProFormDigit
            name="limit"
            label="每人每商品限购"
            tooltip="0 表示不限"
            min={0}
            max={1_000_000}
            fieldProps={{ precision: 0 }}
          />
          <ProForm.Item name="tiers" label="满减档位" trigger="onValuesChange" required>
            <EditableProTable<Tier>
              rowKey="key"
              toolBarRender={false}
              columns={[
                {
                  title: '满（元）',
                  dataIndex: 'amount',
                  formItemProps: {
                    rules: [{ required: true, pattern: MONEY, message: '金额格式不正确' }],
                  },
                },
                {
                  title: '减（元）',
                  dataIndex: 'reduce',
                  formItemProps: {
                    rules: [{ required: true, pattern: MONEY, message: '金额格式不正确' }],
                  },
                },
                { title: '操作', valueType: 'option', width: 80 },
              ]}
              recordCreatorProps={{
                newRecordType: 'dataSource',
                position: 'bottom',
                creatorButtonText: '添加一档',
                record: () => ({ key: key(), amount: '', reduce: '' }),
              }}
              editable={{
                type: 'multiple',
                editableKeys: editing,
                onChange: setEditing,
                actionRender: (_row, _config, dom) => [dom.delete],
              }}
            />
          </ProForm.Item>
          <ProForm.Item
            name="goods"
            label="活动商品"
            tooltip="一个商品同一时间只能参加一个满减活动"
          >
            <GoodsPicker />
          </ProForm.Item>
        </>
      )}
    </DrawerForm>
  );
}
