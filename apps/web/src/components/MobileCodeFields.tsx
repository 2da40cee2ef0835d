import { isMobile, messages } from '@shop/domain';
import { Form, type FormInstance, Input, Space } from 'antd';
import type { SmsCodeInput } from '../api/account/create-sms-code';
import { SmsCodeButton } from './SmsCodeButton';

type Props = {
  form: FormInstance;
  purpose: SmsCodeInput['type'];
  /** The mobile field's label (default 手机号码). */
  label?: string;
  /** A note under the mobile field. */
  extra?: string | undefined;
  /** Shows a refusal of the code request (default: a message). */
  onError?: (error: unknown) => void;
};

/** 手机号码 and 短信验证码 with its 获取验证码 button (registration, forgotten password, a new login mobile). */
export function MobileCodeFields({ form, purpose, label = '手机号码', extra, onError }: Props) {
  const getMobile = async () => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      return (mobile as string).trim();
    } catch {
      return null;
    }
  };
  return (
    <>
      <Form.Item
        name="mobile"
        label={label}
        extra={extra}
        rules={[
          { required: true, message: '请输入手机号码' },
          {
            validator: (_, v: string | undefined) =>
              !v || isMobile(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(messages.mobile)),
          },
        ]}
      >
        <Input placeholder="请输入 11 位手机号码" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: '请输入验证码' },
              { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
            ]}
          >
            <Input
              aria-label="短信验证码"
              placeholder="6 位数字验证码"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton
            getMobile={getMobile}
            purpose={purpose}
            onTaken={(msg) => form.setFields([{ name: 'mobile', errors: [msg] }])}
            {...(onError ? { onError } : {})}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
