import { ModalForm, ProFormDigit, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { newRequestKey } from '../../api/buyer-actions';
import { useAdjustPoints } from '../../api/company-points';
import type { CompanyRow } from '../../api/types';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = { type: 'add' | 'deduct'; points: number; reason: string };

/**
 * 积分调整: whole points added or deducted, booked in the buyer's points
 * ledger with the reason. One request key per opening, as the balance form.
 */
export function PointsForm({ company }: { company: CompanyRow }) {
  const { message } = App.useApp();
  const adjust = useAdjustPoints();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(newRequestKey);

  return (
    <ModalForm<Values>
      title={`积分调整 · ${company.name}`}
      form={form}
      width={480}
      trigger={<Button>积分调整</Button>}
      modalProps={{ destroyOnHidden: true, okText: '确认调整' }}
      initialValues={{ type: 'add' }}
      onOpenChange={(open) => {
        if (open) setKey(newRequestKey());
      }}
      onFinish={async (v) => {
        try {
          await adjust.mutateAsync({
            id: company.id,
            values: { type: v.type, points: v.points, reason: v.reason.trim(), key },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('积分已调整');
        return true;
      }}
    >
      <p>当前积分：{company.points}</p>
      <ProFormRadio.Group
        name="type"
        label="类型"
        radioType="button"
        options={[
          { value: 'add', label: '增加' },
          { value: 'deduct', label: '扣减' },
        ]}
      />
      <ProFormDigit
        name="points"
        label="积分"
        placeholder="如 100"
        min={1}
        max={1_000_000}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请输入积分' }]}
      />
      <ProFormTextArea
        name="reason"
        label="调整原因"
        placeholder="买家在积分明细中可见，如：线下订单补录积分"
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  );
}
