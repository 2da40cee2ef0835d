import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Alert, App, Button, Form } from 'antd';
import { type AdminLot, useAdjustLot } from '../../api/lots';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { changeProblem, REASON_MAX } from './lot-rules';

type Values = { change: number; reason: string };

/**
 * 调整 one lot by a signed quantity (盘点, 破损) with its reason; the server
 * applies it to the lot as it is when written and never takes it below 0.
 */
export function LotAdjustForm({ lot, onDone }: { lot: AdminLot; onDone?: () => void }) {
  const { message } = App.useApp();
  const adjust = useAdjustLot();
  const [form] = Form.useForm<Values>();

  return (
    <ModalForm<Values>
      title={`调整批次 · ${lot.lot_no}`}
      form={form}
      width={480}
      trigger={
        <Button type="link" size="small">
          调整
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) => {
        try {
          const after = await adjust.mutateAsync({
            id: lot.id,
            body: { change: values.change, reason: values.reason.trim() },
          });
          message.success(`批号 ${after.lot_no} 已调整，在库 ${after.quantity}`);
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        onDone?.();
        return true;
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`批号 ${lot.lot_no} 当前在库 ${lot.quantity}`}
        description="填写增减数量：盘盈填正数，破损、盘亏填负数；期间新下的订单不受影响。"
      />
      <ProFormDigit
        name="change"
        label="调整数量"
        // ProFormDigit stops at 0 unless told: a decrease is negative.
        min={-Number.MAX_SAFE_INTEGER}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
        rules={[
          { required: true, message: '请输入调整数量' },
          {
            validator: async (_: unknown, v: number | undefined) => {
              const text = v === undefined || v === null ? null : changeProblem(v, lot.quantity);
              if (text) throw new Error(text);
            },
          },
        ]}
      />
      <ProFormText
        name="reason"
        label="原因"
        placeholder="如：月度盘点 破损2盒"
        fieldProps={{ maxLength: REASON_MAX }}
        rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  );
}
