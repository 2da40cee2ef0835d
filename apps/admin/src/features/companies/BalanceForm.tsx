import { ProFormText } from '@ant-design/pro-components';
import type { AdminCompany } from '@shop/contract';
import { useAdjustBalance } from '../../api/buyer-actions';
import { AdjustForm } from './AdjustForm';

type Values = { type: 'recharge' | 'deduct'; amount: string; reason: string };

/** 余额调整: a recharge or deduction booked in the buyer's wallet ledger. */
export function BalanceForm({ company }: { company: AdminCompany }) {
  const adjust = useAdjustBalance();
  return (
    <AdjustForm<Values>
      title="余额调整"
      companyName={company.name}
      current={`当前余额：¥${company.balance}`}
      types={[
        { value: 'recharge', label: '充值' },
        { value: 'deduct', label: '扣减' },
      ]}
      amountField={
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
      }
      reasonPlaceholder="买家在余额明细中可见，如：线下转账充值"
      done="余额已调整"
      submit={(v, key) =>
        adjust.mutateAsync({
          id: company.id,
          values: { type: v.type, amount: v.amount.trim(), reason: v.reason, key },
        })
      }
    />
  );
}
