import { ProCard, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import type { TransferSettingsBody } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { transferSettingsQuery, useSaveTransferSettings } from '../api/transfers';
import { applyServerErrors } from '../lib/apply-server-errors';
import { ErrorResult } from './ErrorResult';

/**
 * 对公转账收款账户: where buyers send bank transfers (shown at step 3 with
 * the order's 附言 code) and how long an order waiting for one keeps its
 * stock. Finance's; every change is audited.
 */
export function TransferAccountCard({ style }: { style?: React.CSSProperties }) {
  const { message } = App.useApp();
  const settings = useQuery(transferSettingsQuery());
  const save = useSaveTransferSettings();
  const [form] = Form.useForm<TransferSettingsBody>();
  if (settings.isPending) return <ProCard loading title="对公转账收款账户" style={style} />;
  if (settings.isError)
    return <ErrorResult error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <ProCard title="对公转账收款账户" style={style}>
      <ProForm<TransferSettingsBody>
        form={form}
        layout="vertical"
        initialValues={settings.data}
        submitter={{ searchConfig: { submitText: '保存收款账户' }, resetButtonProps: false }}
        onFinish={async (v) => {
          try {
            await save.mutateAsync(v);
          } catch (e) {
            const text = applyServerErrors(form, e);
            if (text) message.error(text);
            return false;
          }
          message.success('收款账户已保存');
          return true;
        }}
      >
        <ProForm.Group>
          <ProFormText
            name="name"
            label="收款户名"
            width="md"
            rules={[{ required: true, message: '请输入收款户名' }]}
          />
          <ProFormText
            name="bank"
            label="开户银行"
            width="md"
            rules={[{ required: true, message: '请输入开户银行' }]}
          />
          <ProFormText
            name="account"
            label="收款账号"
            width="md"
            rules={[{ required: true, message: '请输入收款账号' }]}
          />
          <ProFormDigit
            name="window_hours"
            label="转账订单保留时长（小时）"
            width="sm"
            min={1}
            max={720}
            fieldProps={{ precision: 0 }}
            tooltip="买家选择对公转账后，订单库存保留的时长；逾期未确认到账的订单自动取消"
          />
        </ProForm.Group>
      </ProForm>
    </ProCard>
  );
}
