import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useLogin } from '../../api/auth';
import { safeRedirect } from '../../lib/login-path';

type LoginValues = { username: string; password: string };

/** Staff login (their own accounts, never a buyer's); back to where they were. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setError(null);
    try {
      await login.mutateAsync({ username: values.username.trim(), password: values.password });
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (e) {
      // 用户名或密码错误 / 登录失败次数过多 ...: the server's words.
      if (isApiError(e) && e.kind !== 'cancelled') setError(e.message);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        paddingTop: '12vh',
        background: 'linear-gradient(180deg, #e6f4ff 0%, #f5f5f5 60%)',
      }}
    >
      <title>登录 · 药采运营后台</title>
      <LoginForm<LoginValues>
        logo={`${import.meta.env.BASE_URL}favicon.svg`}
        title="药采运营后台"
        subTitle="医药批发商城 · 员工登录"
        message={
          error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />
        }
        submitter={{ searchConfig: { submitText: '登录' } }}
        onFinish={submit}
      >
        <ProFormText
          name="username"
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
          placeholder="用户名"
          rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
        />
        <ProFormText.Password
          name="password"
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          placeholder="密码"
          rules={[{ required: true, message: '请输入密码' }]}
        />
      </LoginForm>
    </div>
  );
}
