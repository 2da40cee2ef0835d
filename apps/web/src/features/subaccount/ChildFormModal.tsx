import type { Child } from '@shop/contract';
import { MOBILE_RE, messages, USERNAME_RE } from '@shop/domain';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { type ChildInput, useSaveChild } from '../../api/account/children';
import { passwordRule } from '../../components/NewPasswordFields';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = Omit<ChildInput, 'can_order' | 'can_pay' | 'see_all_orders'> & {
  grants: ('can_order' | 'can_pay' | 'see_all_orders')[];
};

/** A limit in yuan as the server takes it: up to 7 digits, two decimals. */
const YUAN_RE = /^\d{1,7}(\.\d{1,2})?$/;
/** "0.00" (no limit) shows as an empty box. */
const noLimit = (yuan: string) => (Number(yuan) === 0 ? '' : yuan);

const GRANT_KEYS = ['can_order', 'can_pay', 'see_all_orders'] as const;
const GRANT_OPTIONS = [
  { value: 'can_order', label: '下单' },
  { value: 'can_pay', label: '支付' },
  { value: 'see_all_orders', label: '查看全部订单' },
];

/** Adds (child null) or edits a sub-account; permissions are off unless ticked. */
export function ChildFormModal({
  open,
  child,
  onClose,
  onSaved,
}: {
  open: boolean;
  child: Child | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveChild();
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = (v: Values) => {
    setNotice(null);
    const flag = (k: Values['grants'][number]) => (v.grants.includes(k) ? 1 : 0) as 0 | 1;
    save.mutate(
      {
        id: child?.id,
        username: v.username.trim(),
        mobile: v.mobile.trim(),
        // Editing with the box left empty keeps the password.
        ...(v.password || !child ? { password: v.password } : {}),
        can_order: flag('can_order'),
        can_pay: flag('can_pay'),
        see_all_orders: flag('see_all_orders'),
        order_limit: v.order_limit || '0',
        month_limit: v.month_limit || '0',
      },
      {
        onSuccess: () => {
          onSaved();
          onClose();
        },
        onError: (error) => setNotice(applyServerErrors(form, error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={child ? '编辑子账号' : '新增子账号'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => visible || setNotice(null)}
    >
      {/* The modal's content mounts on each open (destroyOnHidden): these are its values. */}
      <Form<Values>
        form={form}
        labelCol={{ span: 5 }}
        onFinish={onFinish}
        preserve={false}
        initialValues={
          child
            ? {
                username: child.username,
                mobile: child.mobile,
                password: '',
                grants: GRANT_KEYS.filter((k) => child[k] === 1),
                order_limit: noLimit(child.order_limit),
                month_limit: noLimit(child.month_limit),
              }
            : {
                username: '',
                mobile: '',
                password: '',
                grants: [],
                order_limit: '',
                month_limit: '',
              }
        }
      >
        {notice && <Alert type="error" showIcon title={notice} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="username"
          label="用户名"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名' },
            { pattern: USERNAME_RE, message: messages.username },
          ]}
          extra="4-20 位字母、数字或下划线，以字母开头"
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          rules={[
            { required: true, whitespace: true, message: '请输入手机号码' },
            { pattern: MOBILE_RE, message: messages.mobile },
          ]}
          extra="子账号登录后在“基础信息”用短信验证码确认本人手机号，之后才能用它找回密码"
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="登录密码"
          rules={child ? [passwordRule] : [{ required: true, message: '请输入密码' }, passwordRule]}
          extra={child ? '不修改请留空；修改后该子账号需重新登录' : '6-20 位，须同时包含字母和数字'}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="grants" label="权限">
          <Checkbox.Group options={GRANT_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="order_limit"
          label="单笔限额"
          rules={[{ pattern: YUAN_RE, message: '请输入金额，最多两位小数' }]}
        >
          <Input prefix="¥" suffix="元" placeholder="不限" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="month_limit"
          label="每月限额"
          rules={[{ pattern: YUAN_RE, message: '请输入金额，最多两位小数' }]}
          extra="留空或 0 为不限。超出单笔限额或本月累计（含待审批订单）超出每月限额的订单需主账号审批后才能支付"
        >
          <Input prefix="¥" suffix="元" placeholder="不限" inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
