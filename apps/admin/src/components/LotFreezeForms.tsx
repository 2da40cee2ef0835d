import { ModalForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import type { AdminLot, FreezeKind } from '@shop/contract';
import { Alert, App, Button, Form } from 'antd';
import { useFreezeLot, useUnfreezeLot } from '../api/quality';
import { applyServerErrors } from '../lib/apply-server-errors';

// 冻结 and 解冻 of one lot (质量管理), shared by a goods' 批次 drawer and the
// 冻结批次 page. The server checks the lot's state again when it writes.

const REASON_MAX = 200;
/** The server refuses control characters (a pasted tab or line break) in a reason. */
const CONTROL = /\p{Cc}/u;

const reasonRules = (what: string) => [
  { required: true, whitespace: true, message: `请填写${what}` },
  {
    validator: async (_: unknown, v: string | undefined) => {
      if (v && CONTROL.test(v)) throw new Error(`${what}不能包含换行、制表符等控制字符`);
    },
  },
];

type FreezeValues = { reason_kind: FreezeKind; reason: string };

export function LotFreezeForm({ lot }: { lot: Pick<AdminLot, 'id' | 'lot_no' | 'quantity'> }) {
  const { message } = App.useApp();
  const freeze = useFreezeLot();
  const [form] = Form.useForm<FreezeValues>();
  const kind = Form.useWatch('reason_kind', form);
  return (
    <ModalForm<FreezeValues>
      title={`冻结批次 · ${lot.lot_no}`}
      form={form}
      width={520}
      trigger={
        <Button type="link" size="small" danger>
          冻结
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '冻结' }, submitButtonProps: { danger: true } }}
      initialValues={{ reason_kind: 'quality_doubt' }}
      onFinish={async (values) => {
        try {
          const after = await freeze.mutateAsync({
            id: lot.id,
            body: { reason_kind: values.reason_kind, reason: values.reason.trim() },
          });
          message.success(
            values.reason_kind === 'recall'
              ? `批号 ${after.lot_no} 已冻结召回，已购买该批次的买家已收到站内信`
              : `批号 ${after.lot_no} 已冻结，停止销售`,
          );
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        return true;
      }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={`冻结后批号 ${lot.lot_no} 立即停止销售，在库 ${lot.quantity} 件不再计入可售库存`}
        description={
          kind === 'recall'
            ? '召回：仍持有该批次的买家会各收到一条站内信，请其停止销售并封存，联系客服办理退货。'
            : '质量疑问：只停止销售，不通知买家；复检合格后可解冻。'
        }
      />
      <ProFormRadio.Group
        name="reason_kind"
        label="冻结类型"
        options={[
          { label: '质量疑问', value: 'quality_doubt' },
          { label: '召回', value: 'recall' },
        ]}
        rules={[{ required: true, message: '请选择冻结类型' }]}
      />
      <ProFormText
        name="reason"
        label="冻结原因"
        placeholder={
          kind === 'recall'
            ? '如：省药检所抽检溶出度不合格，生产企业主动召回'
            : '如：外观异常，待复检'
        }
        fieldProps={{ maxLength: REASON_MAX, showCount: true }}
        rules={reasonRules('冻结原因')}
      />
    </ModalForm>
  );
}

export function LotUnfreezeForm({ lot }: { lot: Pick<AdminLot, 'id' | 'lot_no' | 'expiry_date'> }) {
  const { message } = App.useApp();
  const unfreeze = useUnfreezeLot();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <ModalForm<{ reason: string }>
      title={`解冻批次 · ${lot.lot_no}`}
      form={form}
      width={480}
      trigger={
        <Button type="link" size="small">
          解冻
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '解冻' } }}
      onFinish={async (values) => {
        try {
          const after = await unfreeze.mutateAsync({
            id: lot.id,
            body: { reason: values.reason.trim() },
          });
          if (after.state === 'expired')
            message.warning(`批号 ${after.lot_no} 已过有效期，解冻后转为过期，不再销售`);
          else message.success(`批号 ${after.lot_no} 已解冻，恢复销售`);
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        return true;
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`解冻后批号 ${lot.lot_no} 恢复销售（有效期至 ${lot.expiry_date}，已过期的转为过期）`}
        description="退回隔离的数量仍然隔离，不会恢复销售。"
      />
      <ProFormText
        name="reason"
        label="解冻原因"
        placeholder="如：复检合格（检验报告编号 2026-1128）"
        fieldProps={{ maxLength: REASON_MAX, showCount: true }}
        rules={reasonRules('解冻原因')}
      />
    </ModalForm>
  );
}
