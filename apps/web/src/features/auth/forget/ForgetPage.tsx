import { Alert, Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useForgetVerify, useResetPassword } from '../../../api/account/forget-password';
import { ButtonLink } from '../../../components/ButtonLink';
import { MobileCodeFields } from '../../../components/MobileCodeFields';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { markSessionChanged } from '../../../lib/session-flag';
import formStyles from '../register/RegisterForm.module.css';
import pageStyles from '../register/RegisterPage.module.css';

type Step = 1 | 2 | 3;

/** The ticket of step 1 for step 2, in this tab only; the server decides whether it still holds. */
const TICKET_KEY = 'forget_ticket';

const STEP_ITEMS = [{ title: '验证手机号' }, { title: '设置新密码' }, { title: '重置成功' }];

/** /forget/step1-3: mobile and SMS code, new password, done. */
export function ForgetPage({ step }: { step: Step }) {
  const ticket = sessionStorage.getItem(TICKET_KEY);
  if (step === 2 && !ticket) return <Navigate to="/forget/step1" replace />;
  return (
    <div className={`container ${pageStyles.page}`}>
      <Steps className={pageStyles.steps} current={step - 1} items={STEP_ITEMS} />
      {step === 1 && <VerifyMobile />}
      {step === 2 && ticket && <NewPassword ticket={ticket} />}
      {step === 3 && (
        <Result
          status="success"
          title="密码重置成功"
          subTitle="该账号已在所有设备上退出登录，请使用新密码登录。"
          extra={
            <ButtonLink type="primary" to="/login">
              去登录
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}

type VerifyInput = { mobile: string; code: string };

function VerifyMobile() {
  const [form] = Form.useForm<VerifyInput>();
  const verify = useForgetVerify();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = (values: VerifyInput) => {
    setNotice(null);
    verify.mutate(
      { mobile: values.mobile.trim(), code: values.code.trim() },
      {
        onSuccess: ({ ticket }) => {
          sessionStorage.setItem(TICKET_KEY, ticket);
          navigate('/forget/step2');
        },
        onError: (error) => setNotice(applyServerErrors(form, error)),
      },
    );
  };

  return (
    <Form<VerifyInput>
      form={form}
      className={formStyles.form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      onFinish={onFinish}
      requiredMark
    >
      {notice && <Alert type="error" showIcon title={notice} className={formStyles.alert} />}
      <MobileCodeFields form={form} purpose="forget" extra="请输入注册时绑定的手机号码" />
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
          下一步
        </Button>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Link to="/login">想起密码了？返回登录</Link>
      </Form.Item>
    </Form>
  );
}

type PasswordInput = { password: string; password_confirmation: string };

function NewPassword({ ticket }: { ticket: string }) {
  const [form] = Form.useForm<PasswordInput>();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = (values: PasswordInput) => {
    setNotice(null);
    reset.mutate(
      { ticket, ...values },
      {
        onSuccess: () => {
          sessionStorage.removeItem(TICKET_KEY);
          // Any session of this browser ended with the others.
          markSessionChanged();
          navigate('/forget/step3', { replace: true });
        },
        onError: (error) => setNotice(applyServerErrors(form, error)),
      },
    );
  };

  return (
    <Form<PasswordInput>
      form={form}
      className={formStyles.form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      onFinish={onFinish}
      requiredMark
    >
      {notice && (
        <Alert
          type="error"
          showIcon
          title={notice}
          description={<Link to="/forget/step1">重新验证手机号</Link>}
          className={formStyles.alert}
        />
      )}
      <NewPasswordFields labels={['新密码', '确认新密码']} noun="新密码" />
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}
