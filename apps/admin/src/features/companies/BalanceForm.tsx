import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { newRequestKey, useAdjustBalance } from '../../api/buyer-actions';
import type { CompanyRow } from '../../api/types';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = { type: 'recharge' | 'deduct'; amount: string; reason: string };

/**
 * 余额调整: a recharge or deduction booked in the buyer's ledger with the
 * reason. Each opening of the form gets its own request key, so a double
 * submit or a retry after a lost answer books once.
 */
export function BalanceForm({ company }: { company: CompanyRow }) {
  const { message } = App.useApp();
  const adjust = useAdjustBalance();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(newRequestKey);

  return (
    <ModalForm<Values>
      title={`余额调整 · ${company.name}`}
      form={form}
      width={480}
      trigger={<Button>余额调整</Button>}
      modalProps={{ destroyOnHidden: true, okText: '确认调整' }}
      initialValues={{ type: 'recharge' }}
      onOpenChange={(open) => {
        if (open) setKey(newRequestKey());
      }}
      onFinish={async (v) => {
        try {
          await adjust.mutateAsync({
            id: company.id,
            values: { type: v.type, amount: v.amount.trim(), reason: v.reason.trim(), key },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('余额已调整');
        return true;
      }}
    >
      <p>当前余额：¥{company.balance}</p>
      <ProFormRadio.Group
        name="type"
        label="类型"
        radioType="button"
        options={[
          { value: 'recharge', label: '充值' },
          { value: 'deduct', label: '扣减' },
        ]}
      />
      <ProFormText
        name="amount"
        label="金额（元）"
        placeholder="如 100.00"
        rules={[
          { required: true, whitespace: true, message: '请输入金额' },
          {
            pattern: /^\s*\d{1,7}(\.\d{1,2})?\s*$/,
            message: '金额须为大于 0 的数，最多两位小数',
          },
          {
            validator: async (_, v: string | undefined) => {
              if (v && Number(v) <= 0) throw new Error('金额须大于 0');
            },
          },
        ]}
      />
      <ProFormTextArea
        name="reason"
        label="调整原因"
        placeholder="买家在余额明细中可见，如：线下转账充值"
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  );
}
