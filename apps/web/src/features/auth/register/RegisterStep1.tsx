import { messages, USERNAME_RE } from '@shop/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type RegisterInput, useRegister } from '../../../api/account/register';
import { useRegisterWithWechat } from '../../../api/wechat/wechat';
import { MobileCodeFields } from '../../../components/MobileCodeFields';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import styles from './RegisterForm.module.css';

// Mirrors the server's rules so the buyer learns of a mistake before submitting.

/**
 * Step 1: mobile with an SMS code, username and password. With a WeChat
 * ticket (/register/wechat) the new login is bound to that WeChat.
 */
export function RegisterStep1({ wechatTicket }: { wechatTicket?: string } = {}) {
  const [form] = Form.useForm<RegisterInput>();
  const plain = useRegister();
  const withWechat = useRegisterWithWechat();
  const register = wechatTicket ? withWechat : plain;
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = (values: RegisterInput) => {
    setNotice(null);
    const input = { ...values, mobile: values.mobile.trim(), username: values.username.trim() };
    const then = {
      onSuccess: () => navigate('/register/step2'),
      onError: (error: unknown) => setNotice(applyServerErrors(form, error)),
    };
    if (wechatTicket) withWechat.mutate({ ...input, ticket: wechatTicket }, then);
    else plain.mutate(input, then);
  };

  return (
    <Form<RegisterInput>
      form={form}
      className={styles.form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      onFinish={onFinish}
      requiredMark
    >
      {notice && <Alert type="error" showIcon title={notice} className={styles.alert} />}
      <MobileCodeFields form={form} purpose="register" />
      <Form.Item
        name="username"
        label="用户名"
        rules={[
          { required: true, whitespace: true, message: '请输入用户名' },
          { pattern: USERNAME_RE, message: messages.username },
        ]}
      >
        <Input placeholder="登录用的用户名" maxLength={20} autoComplete="username" />
      </Form.Item>
      <NewPasswordFields labels={['设置密码', '确认密码']} noun="密码" />
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}
