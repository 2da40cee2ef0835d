import { EditableProTable, ProForm } from '@ant-design/pro-components';
import type { AdminActivityDetail } from '@shop/contract';
import { useState } from 'react';
import { useActivity, useSaveActivity } from '../../api/promotions';
import { EditDrawer, type EditDrawerProps, type EditSpec } from '../../components/EditDrawer';
import { NameField, WholeField } from '../../components/form-fields';
import { GoodsPicker } from '../../components/marketing/GoodsPicker';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { isoWindow, nextDays, type Window, WindowField, windowOf } from '../../components/window';
import { MONEY } from '../../lib/money';

type Tier = { key: string; amount: string; reduce: string };
type Values = {
  title: string;
  limit: number;
  range: Window;
  tiers: Tier[];
  goods: PickedGoods[];
};

let keys = 0;
const key = () => `t${++keys}`;

function initialOf(a: AdminActivityDetail | undefined): Partial<Values> {
  if (!a)
    return {
      limit: 0,
      tiers: [{ key: key(), amount: '300', reduce: '20' }],
      goods: [],
      range: nextDays(7),
    };
  return {
    title: a.title,
    limit: a.limit,
    range: windowOf(a.starts_at, a.ends_at),
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

const activity: EditSpec<AdminActivityDetail, Values, Request> = {
  words: { noun: '满减活动', width: 720, saved: '已保存，商城即时生效' },
  api: { useItem: useActivity, useSave: useSaveActivity },
  requestOf: (v, id) => {
    const problem = checkTiers(v.tiers);
    if (problem) return problem;
    const [starts_at, ends_at] = isoWindow(v.range);
    const tiers = v.tiers.map((t) => ({ amount: String(t.amount), reduce: String(t.reduce) }));
    const body = { title: v.title, limit: v.limit ?? 0, starts_at, ends_at, tiers };
    return { id: id ?? undefined, body, goodsIds: (v.goods ?? []).map((g) => g.id) };
  },
  nameOf: (a) => a.title,
  initialOf,
};

/** New (id null and open) or edit: the activity, its tiers and its goods. */
export const ActivityDrawer = (props: EditDrawerProps) => (
  <EditDrawer {...props} spec={activity}>
    <NameField name="title" label="活动名称" max={50} />
    <WindowField />
    <WholeField name="limit" label="每人每商品限购" tooltip="0 表示不限" min={0} max={1_000_000} />
    <ProForm.Item name="tiers" label="满减档位" trigger="onValuesChange" required>
      <TiersInput />
    </ProForm.Item>
    <ProForm.Item name="goods" label="活动商品" tooltip="一个商品同一时间只能参加一个满减活动">
      <GoodsPicker />
    </ProForm.Item>
  </EditDrawer>
);

/**
 * The tiers, every row edited in place: the rows the drawer opened with and
 * each one added. The form item hands it `value` and `onValuesChange`.
 */
function TiersInput(props: { value?: Tier[]; onValuesChange?: (tiers: Tier[]) => void }) {
  const [editing, setEditing] = useState<React.Key[]>(() => (props.value ?? []).map((t) => t.key));
  return (
    <EditableProTable<Tier>
      {...props}
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
  );
}

/** What the save hook sends. */
type Request = Parameters<ReturnType<typeof useSaveActivity>['mutateAsync']>[0];
