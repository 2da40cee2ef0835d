import { ProFormDigit } from '@ant-design/pro-components';
import type { AdminCompany } from '@shop/contract';
import { useAdjustPoints } from '../../api/company-points';
import { AdjustForm } from './AdjustForm';

type Values = { type: 'add' | 'deduct'; points: number; reason: string };

/** 积分调整: whole points added or deducted, booked in the buyer's points ledger. */
export function PointsForm({ company }: { company: AdminCompany }) {
  const adjust = useAdjustPoints();
  return (
    <AdjustForm<Values>
      title="积分调整"
      companyName={company.name}
      current={`当前积分：${company.points}`}
      types={[
        { value: 'add', label: '增加' },
        { value: 'deduct', label: '扣减' },
      ]}
      amountField={
        <ProFormDigit
          name="points"
          label="积分"
          placeholder="如 100"
          min={1}
          max={1_000_000}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: '请输入积分' }]}
        />
      }
      reasonPlaceholder="买家在积分明细中可见，如：线下订单补录积分"
      done="积分已调整"
      submit={(v, key) =>
        adjust.mutateAsync({
          id: company.id,
          values: { type: v.type, points: v.points, reason: v.reason, key },
        })
      }
    />
  );
}
