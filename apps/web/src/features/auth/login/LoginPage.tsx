import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginInput, useLogin } from '../../../api/account/login';
import { isApiError } from '../../../api/api-error';
import { useFocus } from '../../../api/content/get-focus';
import { WECHAT_REGISTER_TICKET } from '../../../api/wechat/wechat';
import { AdLink } from '../../../components/AdLink';
import { WechatQr } from '../../../components/WechatQr';
import { isServerPage, safeRedirect } from '../../../lib/login-path';
import { markSessionChanged } from '../../../lib/session-flag';
import styles from './LoginPage.module.css';

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: banners } = useFocus('login');
  const banner = banners?.[0];

  const [byWechat, setByWechat] = useState(false);

  const loggedIn = () => {
    const to = safeRedirect(params.get('redirect'));
    // The server's own pages (the payment sandbox) are loaded in full, which
    // also starts the app afresh for the new session.
    if (isServerPage(to)) {
      window.location.replace(to);
      return;
    }
    markSessionChanged();
    navigate(to, { replace: true });
  };

  const onFinish = (values: LoginInput) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: loggedIn },
    );

  // Refusals (wrong password, too many tries) are shown here; the global handler skips them.
  const refusal =
    isApiError(login.error) && ['business', 'validation'].includes(login.error.kind)
      ? login.error.message
      : null;

  return (
    <div className={styles.stage}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.banner}>
          {banner && (
            <AdLink url={banner.url} label={banner.title}>
              <img src={banner.image} alt={banner.title} width={500} height={360} />
            </AdLink>
          )}
        </div>
        <section className={styles.card} aria-labelledby="login-title">
          <h2 id="login-title" className={styles.title}>
            {byWechat ? '微信扫码登录' : '账号登录'}
          </h2>
          {byWechat && (
            <WechatQr
              purpose="login"
              onDone={(result, ticket) => {
                if (result.status === 'logged_in') {
                  loggedIn();
                  return;
                }
                sessionStorage.setItem(
                  WECHAT_REGISTER_TICKET,
                  JSON.stringify({ ticket, nickname: result.nickname ?? '' }),
                );
                navigate('/register/wechat');
              }}
            />
          )}
          {!byWechat && refusal && (
            <Alert type="error" showIcon title={refusal} className={styles.alert} />
          )}
          <Form<LoginInput>
            layout="vertical"
            size="large"
            onFinish={onFinish}
            requiredMark={false}
            hidden={byWechat}
          >
            <Form.Item
              name="username"
              label="用户名或手机号"
              rules={[{ required: true, whitespace: true, message: '请输入用户名或手机号' }]}
            >
              <Input
                prefix={<UserOutlined aria-hidden="true" />}
                placeholder="用户名 / 手机号"
                autoComplete="username"
                maxLength={50}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label="密码"
              rules={[{ required: true, message: '请输入密码' }]}
            >
              <Input.Password
                prefix={<LockOutlined aria-hidden="true" />}
                placeholder="密码"
                autoComplete="current-password"
                maxLength={100}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              登录
            </Button>
          </Form>
          <p className={styles.register}>
            <Button type="link" size="small" onClick={() => setByWechat((w) => !w)}>
              {byWechat ? '账号密码登录' : '微信扫码登录'}
            </Button>
          </p>
          <p className={styles.register}>
            还没有账号？<Link to="/register">免费注册</Link>
            <Link to="/forget" className={styles.forget}>
              忘记密码
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
