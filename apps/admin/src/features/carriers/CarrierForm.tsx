import { ModalForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import type { JSX } from 'react';
import { type Carrier, useCarrierWrite } from '../../api/carriers';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = { name: string; code: string; cold_chain: boolean; enabled: boolean };

/** 添加 (no carrier) or 编辑 one carrier of the list. */
export function CarrierForm({ carrier, trigger }: { carrier?: Carrier; trigger: JSX.Element }) {
  const { message } = App.useApp();
  const { save } = useCarrierWrite();
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      title={carrier ? `编辑承运商 · ${carrier.name}` : '添加承运商'}
      form={form}
      width={480}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        carrier
          ? {
              name: carrier.name,
              code: carrier.code,
              cold_chain: carrier.cold_chain === 1,
              enabled: carrier.enabled === 1,
            }
          : { name: '', code: '', cold_chain: false, enabled: true }
      }
      onFinish={async (v) => {
        try {
          await save.mutateAsync({
            ...(carrier ? { id: carrier.id } : {}),
            body: {
              name: v.name.trim(),
              code: v.code.trim().toUpperCase(),
              cold_chain: v.cold_chain ? 1 : 0,
              enabled: v.enabled ? 1 : 0,
            },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success(carrier ? '已保存' : '已添加');
        return true;
      }}
    >
      <ProFormText
        name="name"
        label="承运商名称"
        placeholder="如 顺丰冷运"
        fieldProps={{ maxLength: 30 }}
        rules={[{ required: true, whitespace: true, message: '请输入承运商名称' }]}
      />
      <ProFormText
        name="code"
        label="承运商代码"
        placeholder="如 SFCC"
        fieldProps={{ maxLength: 20 }}
        rules={[
          { required: true, whitespace: true, message: '请输入承运商代码' },
          { pattern: /^\s*[A-Za-z0-9_-]{1,20}\s*$/, message: '1-20 位字母、数字、_ 或 -' },
        ]}
      />
      <ProFormSwitch
        name="cold_chain"
        label="冷链（2-8°C）"
        tooltip="冷链商品只能由冷链承运商发货"
      />
      <ProFormSwitch
        name="enabled"
        label="启用"
        tooltip="停用后发货时不再可选，已发货订单不受影响"
      />
    </ModalForm>
  );
}
