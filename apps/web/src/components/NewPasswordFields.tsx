import { messages, PASSWORD_RE } from '@shop/domain';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

/** What the server takes (6-20 visible ASCII, a letter and a digit); no maxLength cuts a pasted one. */
export const passwordRule = { pattern: PASSWORD_RE, message: messages.password };

/**
 * A new password and its confirmation (registration, forgotten password,
 * change password), named `password` and `password_confirmation`.
 */
export function NewPasswordFields({
  labels,
  noun,
  extra,
}: {
  /** The two fields' labels, e.g. 设置密码 / 确认密码. */
  labels: [string, string];
  /** How the messages name it: 密码 or 新密码. */
  noun: string;
  extra?: ReactNode;
}) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels[0]}
        extra={extra}
        rules={[{ required: true, message: `请输入${noun}` }, passwordRule]}
      >
        <Input.Password placeholder="6-20 位字母和数字组合" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={labels[1]}
        dependencies={['password']}
        rules={[
          { required: true, message: `请再次输入${noun}` },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password placeholder={`再次输入${noun}`} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
