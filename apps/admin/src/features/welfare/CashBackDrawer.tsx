import {
  DrawerForm,
  ProForm,
  ProFormDependency,
  ProFormList,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminCashBackPeriod } from '@shop/contract';
import { Alert, App, Form, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSaveCashBackPeriod } from '../../api/welfare';
import { NameField } from '../../components/form-fields';
import { WindowField } from '../../components/window';
import { MONEY } from '../../lib/money';
import { useFormSave } from '../../lib/use-form-save';

type Tier = { amount: string; reward: string };
type Values = { title: string; range: [Dayjs | string, Dayjs | string]; tiers: Tier[] };

/** Thresholds rising, each reward above 0, below its threshold and above the last (the server checks again). */
function checkTiers(tiers: Tier[] | undefined): string | null {
  if (!tiers || tiers.length === 0) return '请至少设置一档返现';
  for (const [i, t] of tiers.entries()) {
    if (!MONEY.test(t.amount ?? '') || !MONEY.test(t.reward ?? ''))
      return `第 ${i + 1} 档金额格式不正确`;
    if (Number(t.reward) <= 0 || Number(t.reward) >= Number(t.amount))
      return `第 ${i + 1} 档：返现须大于 0 且小于门槛`;
    const prev = tiers[i - 1];
    if (
      prev &&
      (Number(t.amount) <= Number(prev.amount) || Number(t.reward) <= Number(prev.reward))
    )
      return `第 ${i + 1} 档：门槛和返现须逐档递增`;
  }
  return null;
}

/** What a buyer who has bought nothing yet sees on /hb. */
function Preview({ tiers }: { tiers: Tier[] | undefined }) {
  const ok = (tiers ?? []).filter(
    (t) => MONEY.test(t?.amount ?? '') && MONEY.test(t?.reward ?? ''),
  );
  if (ok.length === 0) return null;
  const first = ok[0]!;
  return (
    <Alert
      type="info"
      showIcon
      message="买家看到"
      description={
        <>
          {ok.map((t) => (
            <Tag key={`${t.amount}-${t.reward}`} color="red">
              满¥{Number(t.amount).toFixed(2)}返¥{Number(t.reward).toFixed(2)}
            </Tag>
          ))}
          <div style={{ marginTop: 8, color: '#cf1322', fontWeight: 600 }}>
            再购¥{Number(first.amount).toFixed(2)}可返¥{Number(first.reward).toFixed(2)}
          </div>
        </>
      }
    />
  );
}

/** New (row null) or edit: a period's name, window and tiers (tiers fixed once it has started). */
export function CashBackDrawer({
  row,
  open,
  onClose,
}: {
  row: AdminCashBackPeriod | null;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const save = useSaveCashBackPeriod();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);
  const started =
    row !== null && row.status !== 'upcoming' && dayjs(row.start_time).isBefore(dayjs());
  const ended = row?.status === 'ended';

  return (
    <DrawerForm<Values>
      title={row ? `${ended ? '查看' : '编辑'}满额返 · ${row.title}` : '新建满额返活动'}
      form={form}
      open={open}
      width={640}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      key={row ? `p${row.id}` : 'new'}
      submitter={ended ? false : undefined}
      initialValues={
        row
          ? {
              title: row.title,
              range: [dayjs(row.start_time), dayjs(row.end_time)],
              tiers: row.tiers.map((t) => ({ amount: t.amount, reward: t.reward })),
            }
          : {
              range: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')],
              tiers: [
                { amount: '2000', reward: '30' },
                { amount: '5000', reward: '100' },
              ],
            }
      }
      onFinish={async (v) => {
        const problem = started ? null : checkTiers(v.tiers);
        if (problem) {
          message.error(problem);
          return false;
        }
        const [from, to] = v.range;
        const body = {
          title: v.title,
          ...(started ? {} : { starts_at: dayjs(from).toISOString() }),
          ends_at: dayjs(to).toISOString(),
          ...(started
            ? {}
            : {
                tiers: v.tiers.map((t) => ({ amount: String(t.amount), reward: String(t.reward) })),
              }),
        };
        return submit(
          () => save.mutateAsync({ ...(row ? { id: row.id } : {}), body }),
          '已保存',
          onClose,
        );
      }}
    >
      {started && !ended && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="活动已开始：返现档位和开始时间不能再改，可改名称和结束时间"
        />
      )}
      <NameField name="title" label="活动名称" max={30} disabled={ended} />
      <WindowField label="活动时间（按下单时间计）" disabled={ended} startFixed={started} />
      <ProFormList
        name="tiers"
        label="返现档位"
        min={1}
        max={5}
        readonly={started}
        creatorButtonProps={started ? false : { creatorButtonText: '添加一档' }}
        copyIconProps={false}
        deleteIconProps={started ? false : undefined}
      >
        <ProForm.Group>
          <ProFormText
            name="amount"
            label="满（元）"
            width="sm"
            rules={[{ required: true, pattern: MONEY, message: '金额格式不正确' }]}
          />
          <ProFormText
            name="reward"
            label="返（元）"
            width="sm"
            rules={[{ required: true, pattern: MONEY, message: '金额格式不正确' }]}
          />
        </ProForm.Group>
      </ProFormList>
      <ProFormDependency name={['tiers']}>
        {({ tiers }) => <Preview tiers={tiers} />}
      </ProFormDependency>
    </DrawerForm>
  );
}
