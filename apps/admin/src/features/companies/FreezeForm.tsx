import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminCompany } from '@shop/contract';
import { App, Button, Form } from 'antd';
import { useFreeze } from '../../api/buyer-actions';
import { applyServerErrors } from '../../lib/apply-server-errors';

/**
 * 冻结 (reason required) / 解冻. A frozen buyer can log in and browse but
 * cannot add to the cart, order or pay, from its next request on.
 */
export function FreezeForm({ company }: { company: AdminCompany }) {
  const { message } = App.useApp();
  const freeze = useFreeze();
  const [form] = Form.useForm<{ reason: string }>();
  const frozen = company.frozen === 1;

  return (
    <ModalForm<{ reason: string }>
      title={`${frozen ? '解冻' : '冻结'}「${company.name}」`}
      form={form}
      width={480}
      trigger={<Button danger={!frozen}>{frozen ? '解冻' : '冻结'}</Button>}
      modalProps={{
        destroyOnHidden: true,
        okText: frozen ? '解冻' : '冻结',
        okButtonProps: { danger: !frozen },
      }}
      onFinish={async ({ reason }) => {
        try {
          await freeze.mutateAsync({
            id: company.id,
            values: { frozen: !frozen, reason: (reason ?? '').trim() },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success(frozen ? '已解冻' : '已冻结');
        return true;
      }}
    >
      <p>
        {frozen
          ? '解冻后该买家即可恢复下单和支付。'
          : '冻结后该买家仍可登录浏览，但不能加入购物车、下单或支付，提示“账户已冻结，请联系客服”。'}
      </p>
      <ProFormTextArea
        name="reason"
        label={frozen ? '解冻说明' : '冻结原因'}
        fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 2, maxRows: 5 } }}
        rules={frozen ? [] : [{ required: true, whitespace: true, message: '请填写冻结原因' }]}
      />
    </ModalForm>
  );
}
