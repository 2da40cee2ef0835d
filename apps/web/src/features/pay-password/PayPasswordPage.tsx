import { Alert, App, Button, Empty, Form, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  useChangePayPassword,
  useDisablePayPassword,
  usePayPassword,
  useSetPayPassword,
} from '../../api/account/pay-password';
import { isApiError } from '../../api/api-error';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { SixDigitInput } from '../../components/SixDigitInput';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { formatDateTime } from '../../lib/format-time';
import { CodeField } from './CodeField';
import styles from './PayPassword.module.css';

const HINT =
  '开启后，使用企业余额（或账期）支付订单时需输入 6 位支付密码；连续输错 5 次将锁定 15 分钟。支付密码与登录密码相互独立，仅主账号可以设置、修改、重置或关闭，子账号支付时使用同一支付密码。';

const six = [
  { required: true, message: '请输入 6 位数字支付密码' },
  { pattern: /^\d{6}$/, message: '支付密码为 6 位数字' },
];

type Fields = {
  code?: string;
  old_password?: string;
  password?: string;
  password_confirmation?: string;
};

/** New password twice (turn on, change, reset). */
function NewPassword() {
  return (
    <>
      <Form.Item name="password" label="支付密码" rules={six}>
        <SixDigitInput label="支付密码" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label="确认支付密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入支付密码' },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的支付密码不一致')),
          }),
        ]}
      >
        <SixDigitInput label="确认支付密码" />
      </Form.Item>
    </>
  );
}

/** One form of the page: its fields, a submit button, and the server's answer beside them. */
function PasswordForm({
  kind,
  mobile,
  submit,
  pending,
  children,
}: {
  kind: string;
  mobile: string;
  submit: (v: Fields) => Promise<unknown>;
  pending: boolean;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<Fields>();
  const { message } = App.useApp();
  const [notice, setNotice] = useState<{ type: 'error'; text: string } | null>(null);
  return (
    <Form<Fields>
      form={form}
      className={styles.form}
      labelCol={{ span: 6 }}
      onFinish={(v) =>
        submit(v).then(
          () => {
            form.resetFields();
            setNotice(null);
            // A message, not the notice: turning it on or off swaps this form for another.
            message.success(`支付密码${kind}成功`);
          },
          (e) => {
            const text = applyServerErrors(form, e);
            // Field errors sit beside their fields; anything else (a lock, a refusal) above the form.
            if (text) setNotice({ type: 'error', text });
            else if (!isApiError(e) || e.kind !== 'validation')
              setNotice({ type: 'error', text: isApiError(e) ? e.message : `${kind}失败，请重试` });
          },
        )
      }
    >
      {notice && (
        <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />
      )}
      {children}
      {kind !== '修改' && (
        <CodeField mobile={mobile} onError={(text) => setNotice({ type: 'error', text })} />
      )}
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" htmlType="submit" loading={pending} danger={kind === '关闭'}>
          {kind === '开启' ? '开启支付密码' : `确认${kind}`}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /pay-password: the company's 支付密码 (turn on, change, reset by SMS, turn off). */
export function PayPasswordPage() {
  const status = usePayPassword();
  const set = useSetPayPassword();
  const change = useChangePayPassword();
  const disable = useDisablePayPassword();
  if (status.isPending) return <PageSpinner padding={80} />;
  if (!status.data) return <LoadFailed what="支付密码" query={status} />;
  const s = status.data;

  const title = (
    <h1 className={styles.title}>
      支付密码 {s.enabled ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>}
      {s.locked === 1 && <Tag color="red">已锁定</Tag>}
    </h1>
  );
  const locked = s.locked === 1 && (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`支付密码连续输错 5 次，余额和账期支付已锁定至 ${formatDateTime(s.locked_until ?? '')}`}
      description={
        s.can_manage ? '可在“重置”中用短信验证码设置新的支付密码，立即解除锁定。' : undefined
      }
    />
  );

  if (!s.can_manage)
    return (
      <div className={styles.page}>
        {title}
        {locked}
        <Empty description="支付密码由主账号设置，如忘记请联系主账号重置" />
      </div>
    );

  const newWithCode = (v: Fields) =>
    set.mutateAsync({
      code: v.code ?? '',
      password: v.password ?? '',
      password_confirmation: v.password_confirmation ?? '',
    });

  return (
    <div className={styles.page}>
      {title}
      <p className={styles.hint}>{HINT}</p>
      {locked}
      {!s.mobile && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="请先在“基础信息”中用短信验证码确认登录手机号，再设置支付密码"
        />
      )}
      {s.enabled ? (
        <Tabs
          items={[
            {
              key: 'change',
              label: '修改支付密码',
              children: (
                <PasswordForm
                  kind="修改"
                  mobile={s.mobile}
                  pending={change.isPending}
                  submit={(v) =>
                    change.mutateAsync({
                      old_password: v.old_password ?? '',
                      password: v.password ?? '',
                      password_confirmation: v.password_confirmation ?? '',
                    })
                  }
                >
                  <Form.Item name="old_password" label="原支付密码" rules={six}>
                    <SixDigitInput label="原支付密码" />
                  </Form.Item>
                  <NewPassword />
                </PasswordForm>
              ),
            },
            {
              key: 'reset',
              label: '忘记密码（短信重置）',
              children: (
                <PasswordForm
                  kind="重置"
                  mobile={s.mobile}
                  pending={set.isPending}
                  submit={newWithCode}
                >
                  <NewPassword />
                </PasswordForm>
              ),
            },
            {
              key: 'off',
              label: '关闭支付密码',
              children: (
                <PasswordForm
                  kind="关闭"
                  mobile={s.mobile}
                  pending={disable.isPending}
                  submit={(v) => disable.mutateAsync({ code: v.code ?? '' })}
                />
              ),
            },
          ]}
        />
      ) : (
        <PasswordForm kind="开启" mobile={s.mobile} pending={set.isPending} submit={newWithCode}>
          <NewPassword />
        </PasswordForm>
      )}
    </div>
  );
}
