import type { RegisterStatus } from '@shop/contract';
import { Alert, Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type CredentialsInput,
  useSubmitCredentials,
} from '../../../api/account/submit-credentials';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { licenceKindFor } from './company-kinds';
import styles from './RegisterForm.module.css';

type Values = Omit<CredentialsInput, 'business_licence_expires' | 'licence_expires'> & {
  business_licence_expires: Dayjs;
  licence_expires: Dayjs;
};

const LICENCE_NO = /^[A-Za-z0-9\u4e00-\u9fa5()（）-]{6,40}$/;
const notExpired = (d: Dayjs) => !d.isAfter(dayjs(), 'day');

/** Step 3: business licence plus the drug trading or medical institution licence. */
export function RegisterStep3({ status }: { status: RegisterStatus }) {
  const [form] = Form.useForm<Values>();
  const submit = useSubmitCredentials();
  const [notice, setNotice] = useState<string | null>(null);
  const kind = Form.useWatch('licence_kind', form);

  const onFinish = (v: Values) => {
    setNotice(null);
    submit.mutate(
      {
        business_licence_no: v.business_licence_no.trim(),
        business_licence_expires: v.business_licence_expires.format('YYYY-MM-DD'),
        licence_kind: v.licence_kind,
        licence_no: v.licence_no.trim(),
        licence_expires: v.licence_expires.format('YYYY-MM-DD'),
      },
      { onError: (error) => setNotice(applyServerErrors(form, error)) },
    );
  };

  const numberRules = (label: string) => [
    { required: true, whitespace: true, message: `请输入${label}编号` },
    { pattern: LICENCE_NO, message: `${label}编号为 6-40 位字母、数字或汉字` },
  ];
  const dateRules = [{ required: true, message: '请选择有效期' }];

  return (
    <Form<Values>
      form={form}
      className={styles.form}
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 17 }}
      onFinish={onFinish}
      initialValues={{ licence_kind: licenceKindFor(status.company?.type) }}
    >
      {status.review === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          title="上次提交的资质未通过审核，请核对后重新提交"
          description={status.review_reason ? `驳回原因：${status.review_reason}` : undefined}
          className={styles.alert}
        />
      )}
      {notice && <Alert type="error" showIcon title={notice} className={styles.alert} />}
      <Form.Item name="business_licence_no" label="营业执照编号" rules={numberRules('营业执照')}>
        <Input placeholder="统一社会信用代码" maxLength={40} />
      </Form.Item>
      <Form.Item name="business_licence_expires" label="营业执照有效期至" rules={dateRules}>
        <DatePicker style={{ width: '100%' }} disabledDate={notExpired} />
      </Form.Item>
      <Form.Item name="licence_kind" label="许可证类型" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'drug_licence', label: '药品经营许可证' },
            { value: 'medical_licence', label: '医疗机构执业许可证' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="licence_no"
        label={kind === 'medical_licence' ? '执业许可证编号' : '经营许可证编号'}
        rules={numberRules('许可证')}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="licence_expires" label="许可证有效期至" rules={dateRules}>
        <DatePicker style={{ width: '100%' }} disabledDate={notExpired} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 7, span: 17 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
          提交审核
        </Button>
        <p className={styles.hint}>
          企业信息有误？<Link to="/register/step2">返回修改</Link>
        </p>
      </Form.Item>
    </Form>
  );
}
