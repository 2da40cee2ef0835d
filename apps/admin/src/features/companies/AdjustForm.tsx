import { ModalForm, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { newRequestKey } from '../../api/buyer-actions';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Props<V> = {
  /** 余额调整, 积分调整 ... */
  title: string;
  companyName: string;
  /** The figure being adjusted, as the operator should read it before changing it. */
  current: string;
  types: { value: string; label: string }[];
  /** The amount field, in the ledger's own unit. */
  amountField: ReactNode;
  reasonPlaceholder: string;
  done: string;
  submit: (values: V, key: string) => Promise<unknown>;
};

/**
 * A staff adjustment of a buyer's ledger (balance or points) with the reason
 * the buyer will read. Each opening gets its own request key, so a double
 * submit or a retry after a lost answer books once.
 */
export function AdjustForm<V extends { type: string; reason: string }>(props: Props<V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [key, setKey] = useState(newRequestKey);

  return (
    <ModalForm<V>
      title={`${props.title} · ${props.companyName}`}
      form={form}
      width={480}
      trigger={<Button>{props.title}</Button>}
      modalProps={{ destroyOnHidden: true, okText: '确认调整' }}
      initialValues={{ type: props.types[0]?.value } as Partial<V>}
      onOpenChange={(open) => {
        if (open) setKey(newRequestKey());
      }}
      onFinish={async (v) => {
        try {
          await props.submit({ ...v, reason: v.reason.trim() }, key);
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success(props.done);
        return true;
      }}
    >
      <p>{props.current}</p>
      <ProFormRadio.Group name="type" label="类型" radioType="button" options={props.types} />
      {props.amountField}
      <ProFormTextArea
        name="reason"
        label="调整原因"
        placeholder={props.reasonPlaceholder}
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  );
}
