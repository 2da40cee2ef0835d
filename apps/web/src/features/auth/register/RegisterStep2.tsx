import type { RegisterStatus } from '@shop/contract';
import { isEmail, isPhone, messages } from '@shop/domain';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type CompanyInput, useSaveCompany } from '../../../api/account/save-company';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { COMPANY_KINDS } from './company-kinds';
import styles from './RegisterForm.module.css';

const check = (test: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, v: string | undefined) =>
    !v || test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** Step 2: the buying company. */
export function RegisterStep2({
  company,
  next = '/register/step3',
}: {
  company: RegisterStatus['company'];
  /** Where saving goes: step 3 of registration, or of adding a store (/register/dd). */
  next?: string;
}) {
  const [form] = Form.useForm<CompanyInput>();
  const save = useSaveCompany();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = (values: CompanyInput) => {
    setNotice(null);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as CompanyInput;
    save.mutate(trimmed, {
      onSuccess: () => navigate(next),
      onError: (error) => setNotice(applyServerErrors(form, error)),
    });
  };

  return (
    <Form<CompanyInput>
      form={form}
      className={styles.form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      onFinish={onFinish}
      initialValues={company ?? undefined}
    >
      {notice && <Alert type="error" showIcon title={notice} className={styles.alert} />}
      <Form.Item
        name="name"
        label="企业名称"
        rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
      >
        <Input placeholder="与营业执照上的名称一致" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="type"
        label="企业类型"
        rules={[{ required: true, message: '请选择企业类型' }]}
      >
        <Select placeholder="请选择" options={COMPANY_KINDS} />
      </Form.Item>
      <Form.Item
        name="contact_name"
        label="联系人"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="contact_phone"
        label="联系电话"
        rules={[
          { required: true, message: '请输入联系电话' },
          check((v) => isPhone(v, true), messages.phone),
        ]}
      >
        <Input placeholder="手机号码或固定电话，如 010-12345678" maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[check(isEmail, messages.email)]}>
        <Input placeholder="选填" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="region"
        label="所在地区"
        rules={[{ required: true, whitespace: true, message: '请输入所在地区' }]}
      >
        <Input placeholder="省 / 市 / 区县，如：湖北省武汉市江汉区" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="address"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}
      >
        <Input placeholder="街道、门牌号" maxLength={120} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}
