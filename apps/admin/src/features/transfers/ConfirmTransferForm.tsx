import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { type AdminTransfer, useConfirmTransfer } from '../../api/transfers';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = { amount: string; payer_name: string; reason?: string };

/**
 * 确认到账 for one receipt: the amount as it arrived and the payer's name as
 * on the receipt. The server compares the name with the company's registered
 * one; a different payer needs a reason (shown here as the server's 422).
 */
export function ConfirmTransferForm({
  t,
  receiptId,
  onDone,
}: {
  t: AdminTransfer;
  receiptId: number;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  // An order is paid by its transfer; a statement (对公转账还款) is repaid.
  const settled = t.kind === 'statement' ? '对账单已还款' : '订单已支付';
  const [form] = Form.useForm<Values>();
  const action = useConfirmTransfer();
  return (
    <ModalForm<Values>
      title={`确认到账 · ${t.company_name}`}
      form={form}
      width={480}
      trigger={
        <Button type="link" size="small">
          确认到账
        </Button>
      }
      modalProps={{ destroyOnHidden: true, okText: '确认到账' }}
      // The payer's name is typed from the receipt, never filled in: the server compares it.
      initialValues={{ amount: t.still_due }}
      onFinish={async (v) => {
        try {
          const r = await action.mutateAsync({
            id: t.id,
            body: {
              receipt_id: receiptId,
              amount: v.amount.trim(),
              payer_name: v.payer_name.trim(),
              ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
            },
          });
          message.success(
            r.to_balance !== '0.00'
              ? `已确认到账，多付 ¥${r.to_balance} 已转入买家余额`
              : r.still_due !== '0.00'
                ? `已记录到账，尚欠 ¥${r.still_due}`
                : `已确认到账，${settled}`,
          );
          onDone();
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        return true;
      }}
    >
      <p>
        识别码 <strong>{t.reference}</strong>，{t.kind_text} {t.target_no}，应付 ¥{t.amount}
        {t.received !== '0.00' && `，已到账 ¥${t.received}，尚欠 ¥${t.still_due}`}
      </p>
      <ProFormText
        name="amount"
        label="实际到账金额（元）"
        rules={[{ required: true, message: '请输入到账金额' }]}
        extra={`少于应付：记录到账，其余仍待支付；多于应付：${settled}，差额转入买家余额`}
      />
      <ProFormText
        name="payer_name"
        label="付款户名（以回单为准）"
        extra={`买家注册名称：${t.company_name}`}
        rules={[{ required: true, whitespace: true, message: '请输入付款户名' }]}
      />
      <ProFormTextArea
        name="reason"
        label="户名不一致的原因"
        placeholder="付款户名与买家注册名称不一致时必填"
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 4 } }}
      />
    </ModalForm>
  );
}
