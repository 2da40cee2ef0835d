import type { ChangeMobileBody, ChangePasswordBody, UserUpdateBody } from '@shop/contract';
import { isPhone, messages } from '@shop/domain';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  Modal,
  Space,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { useUserInfo } from '../../api/account/get-user-info';
import { useChangeMobile } from '../../api/account-centre/change-mobile';
import { useChangePassword } from '../../api/account-centre/change-password';
import { useGszz } from '../../api/account-centre/get-gszz';
import { useUpdateContact } from '../../api/account-centre/update-contact';
import { LoadFailed } from '../../components/LoadFailed';
import { MobileCodeFields } from '../../components/MobileCodeFields';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PageSpinner } from '../../components/PageSpinner';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { countTo, maxChars } from '../../lib/text-limit';
import styles from './AccountCentre.module.css';

const reviewTags = {
  draft: <Tag>未提交</Tag>,
  pending: <Tag color="orange">审核中</Tag>,
  approved: <Tag color="green">已认证</Tag>,
  rejected: <Tag color="red">未通过</Tag>,
} as Record<string, React.ReactNode>;

/** /basic (alias /jcxx_index): company particulars, contact, password and login mobile. */
export function BasicPage() {
  const gszz = useGszz();
  const { user } = useUserInfo();
  if (gszz.isPending) return <PageSpinner padding={80} />;
  if (gszz.isError) return <LoadFailed what="企业信息" query={gszz} />;
  const g = gszz.data;
  const isMain = user?.is_main === 1;
  const unproved = user?.mobile_verified === 0;
  return (
    <div className={styles.page}>
      <h1>基础信息</h1>
      <section className={styles.section}>
        <h2>企业信息</h2>
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label="企业名称">{g.name}</Descriptions.Item>
          <Descriptions.Item label="企业类型">{g.type_name}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{g.credit_code || '—'}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{g.legal_person || '—'}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{g.region}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{g.address}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{g.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="认证状态">{reviewTags[g.review] ?? g.review}</Descriptions.Item>
        </Descriptions>
        <p className={styles.note}>企业名称、类型、地址等注册信息如需变更，请联系客服。</p>
      </section>
      <section className={styles.section}>
        <h2>联系人</h2>
        <ContactForm name={g.contact_name} phone={g.contact_phone} editable={isMain} />
      </section>
      <section className={styles.section}>
        <h2>账号安全</h2>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="用户名">{user?.username}</Descriptions.Item>
          <Descriptions.Item label="登录手机">
            {user?.mobile}
            {unproved && (
              <Tag color="orange" className={styles.tag}>
                待验证
              </Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
        {unproved && (
          <Alert
            type="warning"
            showIcon
            className={styles.warning}
            title="该手机号由主账号设置，尚未经你本人验证"
            description="用短信验证码确认后，才能用它找回密码。"
          />
        )}
        <Space>
          <PasswordButton />
          {unproved && <MobileButton verify={user.mobile} />}
          <MobileButton />
        </Space>
      </section>
    </div>
  );
}

function ContactForm({
  name,
  phone,
  editable,
}: {
  name: string;
  phone: string;
  editable: boolean;
}) {
  const [form] = Form.useForm<UserUpdateBody>();
  const update = useUpdateContact();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => form.setFieldsValue({ name, phone }), [form, name, phone]);
  return (
    <Form
      form={form}
      className={styles.form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      initialValues={{ name, phone }}
      disabled={!editable}
      onFinish={(values) => {
        setError(null);
        update.mutate(values, {
          onSuccess: (msg) => message.success(msg || '已保存'),
          onError: (e) => setError(applyServerErrors(form, e)),
        });
      }}
    >
      {error && <Alert type="error" message={error} showIcon className={styles.warning} />}
      <Form.Item
        label="联系人"
        name="name"
        rules={[{ required: true, message: '请输入联系人' }, maxChars('联系人', 20)]}
      >
        <Input count={countTo(20)} placeholder="采购联系人姓名" />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="phone"
        rules={[
          { required: true, message: '请输入联系电话' },
          {
            validator: (_, v?: string) =>
              !v?.trim() || isPhone(v.trim(), true)
                ? Promise.resolve()
                : Promise.reject(new Error(messages.phone)),
          },
        ]}
      >
        <Input placeholder="手机或座机，如 010-62345678" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5 }}>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存联系人
          </Button>
        ) : (
          <span className={styles.note}>子账号不能修改企业联系人，请联系主账号。</span>
        )}
      </Form.Item>
    </Form>
  );
}

function PasswordButton() {
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useChangePassword();
  return (
    <DialogForm
      label="修改密码"
      title="修改密码"
      okText="确认修改"
      success="密码已修改"
      form={form}
      submit={change}
    >
      <Form.Item
        label="原密码"
        name="old_password"
        rules={[{ required: true, message: '请输入原密码' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        labels={['新密码', '确认新密码']}
        noun="新密码"
        extra="修改后其他设备上的登录将退出"
      />
    </DialogForm>
  );
}

/** Changes the login mobile; with `verify` (the masked current one), proves it instead. */
function MobileButton({ verify }: { verify?: string }) {
  const [form] = Form.useForm<ChangeMobileBody>();
  const change = useChangeMobile();
  const { message } = App.useApp();
  return (
    <DialogForm
      label={verify ? '验证手机号' : '更换登录手机'}
      title={verify ? '验证登录手机' : '更换登录手机'}
      okText={verify ? '确认验证' : '确认更换'}
      success={verify ? '手机号已验证' : '登录手机号已更换'}
      form={form}
      submit={change}
      primary={Boolean(verify)}
    >
      <MobileCodeFields
        form={form}
        purpose="change_mobile"
        label={verify ? '手机号' : '新手机号'}
        extra={verify ? `请输入主账号为你设置的手机号（${verify}），获取验证码后确认` : undefined}
        onError={(e) => {
          const msg = applyServerErrors(form, e);
          if (msg) message.error(msg);
        }}
      />
    </DialogForm>
  );
}

/** A button that opens a form in a dialog; server field errors go next to their fields. */
function DialogForm<T extends object>({
  label,
  title,
  okText,
  success,
  form,
  submit,
  primary,
  children,
}: {
  primary?: boolean;
  label: string;
  title: string;
  okText: string;
  success: string;
  form: FormInstance<T>;
  submit: {
    mutate: (v: T, o: { onSuccess: (msg: string) => void; onError: (e: unknown) => void }) => void;
    isPending: boolean;
  };
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button type={primary ? 'primary' : 'default'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        title={title}
        open={open}
        okText={okText}
        cancelText="取消"
        confirmLoading={submit.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) => {
            setError(null);
            submit.mutate(values, {
              onSuccess: (msg) => {
                message.success(msg || success);
                setOpen(false);
              },
              onError: (e) => setError(applyServerErrors(form, e)),
            });
          }}
        >
          {error && <Alert type="error" message={error} showIcon className={styles.warning} />}
          {children}
        </Form>
      </Modal>
    </>
  );
}
