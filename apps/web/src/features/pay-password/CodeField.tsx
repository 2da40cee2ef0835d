import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useSendPayPasswordCode } from '../../api/account/pay-password';
import { isApiError } from '../../api/api-error';

/** 短信验证码 to the main account's own mobile, with a 60-second 获取验证码 button. */
export function CodeField({ mobile, onError }: { mobile: string; onError: (m: string) => void }) {
  const send = useSendPayPasswordCode();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => setLeft(60),
      onError: (e) => onError(isApiError(e) ? e.message : '验证码发送失败，请重试'),
    });

  return (
    <Form.Item label="短信验证码" required extra={mobile ? `验证码将发送至 ${mobile}` : undefined}>
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
        <Button onClick={onSend} loading={send.isPending} disabled={left > 0}>
          {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
