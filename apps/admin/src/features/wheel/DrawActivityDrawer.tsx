import {
  DrawerForm,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { templatesQuery } from '../../api/coupon-templates';
import { type AdminDrawActivity, useSaveDrawActivity } from '../../api/wheel';
import { useFormSave } from '../../lib/use-form-save';
import { PrizesPreview, type PrizeValues } from './PrizesPreview';

type Values = {
  name: string;
  rules: string;
  range: [Dayjs | string, Dayjs | string];
  free_chances: number;
  chances_per_order: number;
  order_min_amount: string;
  points_per_draw: number;
  prizes: PrizeValues[];
};

const TYPES = [
  { value: 0, label: '谢谢参与' },
  { value: 1, label: '积分' },
  { value: 2, label: '优惠券' },
  { value: 3, label: '现金券' },
  { value: 4, label: '实物（积分订单发货）' },
];

function initialOf(a: AdminDrawActivity | null): Partial<Values> {
  if (!a)
    return {
      rules: '',
      range: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')],
      free_chances: 1,
      chances_per_order: 0,
      order_min_amount: '0',
      points_per_draw: 0,
      prizes: [
        { type: 1, name: '10积分', percent: 50, stock: 100, points: 10 },
        { type: 0, name: '谢谢参与', percent: 50, stock: null },
      ],
    };
  return {
    name: a.name,
    rules: a.rules,
    range: [dayjs(a.starts_at), dayjs(a.ends_at)],
    free_chances: a.free_chances,
    chances_per_order: a.chances_per_order,
    order_min_amount: a.order_min_amount,
    points_per_draw: a.points_per_draw,
    prizes: a.prizes.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      percent: p.weight / 100,
      stock: p.stock,
      points: p.points,
      coupon_template_id: p.coupon_template_id,
    })),
  };
}

/** New (null) or edit: a wheel's window, chances, rules and prizes, with the odds previewed. */
export function DrawActivityDrawer({
  activity,
  open,
  onClose,
}: {
  activity: AdminDrawActivity | null;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveDrawActivity();
  const [form] = Form.useForm<Values>();
  const submit = useFormSave(form);

  return (
    <DrawerForm<Values>
      title={activity ? `编辑转盘 · ${activity.name}` : '新建转盘抽奖'}
      form={form}
      open={open}
      width={860}
      drawerProps={{ destroyOnHidden: true, onClose }}
      onOpenChange={(o) => !o && onClose()}
      initialValues={initialOf(activity)}
      onFinish={async (v) => {
        const [from, to] = v.range;
        const body = {
          name: v.name,
          rules: v.rules ?? '',
          starts_at: dayjs(from).toISOString(),
          ends_at: dayjs(to).toISOString(),
          free_chances: v.free_chances ?? 0,
          chances_per_order: v.chances_per_order ?? 0,
          order_min_amount: String(v.order_min_amount ?? '0'),
          points_per_draw: v.points_per_draw ?? 0,
          prizes: (v.prizes ?? []).map((p) => ({
            ...(p.id ? { id: p.id } : {}),
            name: p.name,
            type: p.type,
            weight: Math.round((p.percent ?? 0) * 100),
            stock: p.type === 0 ? null : (p.stock ?? 0),
            points: p.type === 1 ? (p.points ?? 0) : 0,
            coupon_template_id:
              p.type === 2 || p.type === 3 ? (p.coupon_template_id ?? null) : null,
          })),
        };
        return submit(
          () => save.mutateAsync({ id: activity?.id, body }),
          '已保存，买家即时可见',
          onClose,
        );
      }}
    >
      <ProFormText
        name="name"
        label="活动名称"
        rules={[{ required: true, whitespace: true, message: '请输入活动名称' }]}
        fieldProps={{ maxLength: 30 }}
      />
      <ProFormDateTimeRangePicker
        name="range"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProForm.Group title="抽奖机会">
        <ProFormDigit
          name="free_chances"
          label="每家赠送次数"
          width="xs"
          min={0}
          max={100}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDigit
          name="chances_per_order"
          label="每笔订单赠送"
          width="xs"
          min={0}
          max={100}
          fieldProps={{ precision: 0 }}
        />
        <ProFormText name="order_min_amount" label="订单实付满（元）" width="xs" />
        <ProFormDigit
          name="points_per_draw"
          label="机会用完后每次消耗积分（0 为不可用积分抽）"
          width="sm"
          min={0}
          max={1_000_000}
          fieldProps={{ precision: 0 }}
        />
      </ProForm.Group>
      <ProFormTextArea name="rules" label="活动规则" fieldProps={{ rows: 4, maxLength: 2000 }} />
      <ProFormList
        name="prizes"
        label="奖品（概率合计须为 100%，奖品抽完时落在“谢谢参与”）"
        min={2}
        max={12}
        creatorButtonProps={{ creatorButtonText: '添加奖品' }}
        creatorRecord={{ type: 1, name: '', percent: 0, stock: 10, points: 10 }}
      >
        <ProForm.Group>
          <ProFormSelect name="type" label="类型" width="xs" options={TYPES} allowClear={false} />
          <ProFormText
            name="name"
            label="名称"
            width="sm"
            rules={[{ required: true, message: '请输入奖品名称' }]}
          />
          <ProFormDigit
            name="percent"
            label="概率 %"
            width="xs"
            min={0}
            max={100}
            fieldProps={{ precision: 2 }}
          />
          <ProFormDependency name={['type']}>
            {({ type }) => (
              <>
                <ProFormDigit
                  name="stock"
                  label="剩余库存"
                  width="xs"
                  min={0}
                  disabled={type === 0}
                  placeholder={type === 0 ? '不限' : '请输入'}
                  fieldProps={{ precision: 0 }}
                />
                {type === 1 && (
                  <ProFormDigit
                    name="points"
                    label="积分"
                    width="xs"
                    min={1}
                    fieldProps={{ precision: 0 }}
                  />
                )}
                {(type === 2 || type === 3) && (
                  <ProFormSelect
                    name="coupon_template_id"
                    label="优惠券模板"
                    width="sm"
                    request={async () =>
                      (
                        await queryClient.fetchQuery(
                          templatesQuery({ page: 1, page_size: 100, type: type === 3 ? 2 : 1 }),
                        )
                      ).data.map((t) => ({ value: t.id, label: `${t.name}（${t.status_text}）` }))
                    }
                    params={{ type }}
                  />
                )}
              </>
            )}
          </ProFormDependency>
        </ProForm.Group>
      </ProFormList>
      <ProFormDependency name={['prizes']}>
        {({ prizes }) => <PrizesPreview prizes={(prizes ?? []) as PrizeValues[]} />}
      </ProFormDependency>
    </DrawerForm>
  );
}
