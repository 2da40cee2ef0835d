import type { FranchiseApplyBody } from '@shop/contract';
import { isPhone, messages } from '@shop/domain';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../../api/account/get-user-info';
import { isApiError } from '../../api/api-error';
import { useApplyFranchise, useFranchiseStatus } from '../../api/zones/franchise';
import { ButtonLink } from '../../components/ButtonLink';
import { formatDateTime } from '../../lib/format-time';
import styles from './zones.module.css';

/**
 * 加盟专区's application: a company asks to join; operators answer in the
 * console, and the answer (with its note) shows here.
 */
export function FranchiseApplyPanel() {
  const { user, isVisitor } = useUserInfo();
  const status = useFranchiseStatus(!!user);
  const apply = useApplyFranchise();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<FranchiseApplyBody>();

  if (isVisitor)
    return (
      <Alert
        className={styles.panel}
        type="info"
        showIcon
        title="诚邀加盟：统一品牌、统一采购、统一配送。登录后即可提交加盟申请"
        action={
          <ButtonLink size="small" type="primary" to="/login">
            登录
          </ButtonLink>
        }
      />
    );
  if (!status.data) return null;
  const { can_apply, application } = status.data;

  const submit = async (values: FranchiseApplyBody) => {
    setError(null);
    try {
      await apply.mutateAsync(values);
      message.success('加盟申请已提交，审核结果将在此显示');
      setOpen(false);
    } catch (e) {
      setError(isApiError(e) ? e.message : '提交失败，请稍后再试');
    }
  };

  const state = application && (
    <>
      申请时间 {formatDateTime(application.created_at)}，状态：<b>{application.status_text}</b>
      {application.note ? `，处理说明：${application.note}` : ''}
    </>
  );

  return (
    <>
      <Alert
        className={styles.panel}
        type={
          application?.status === 'approved'
            ? 'success'
            : application?.status === 'declined'
              ? 'warning'
              : 'info'
        }
        showIcon
        title={
          application?.status === 'approved'
            ? '您已成为加盟商，可享受加盟专区商品统一配送'
            : application?.status === 'pending'
              ? '您的加盟申请正在审核中'
              : application?.status === 'declined'
                ? '您的加盟申请未通过，可修改后重新申请'
                : '诚邀加盟：统一品牌、统一采购、统一配送，提交申请后由专人联系您'
        }
        description={state}
        action={
          can_apply ? (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                form.setFieldsValue({
                  company: application?.company ?? user?.company ?? '',
                  contact: application?.contact ?? user?.name ?? '',
                  phone: application?.phone ?? user?.phone ?? '',
                  region: application?.region ?? '',
                });
                setOpen(true);
              }}
            >
              申请加盟
            </Button>
          ) : null
        }
      />
      <Modal
        title="申请加盟"
        open={open}
        okText="提交申请"
        confirmLoading={apply.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {error && <Alert type="error" showIcon title={error} className={styles.formError} />}
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="company"
            label="公司名称"
            rules={[{ required: true, whitespace: true, message: '请输入公司名称' }, { max: 100 }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="contact"
            label="联系人"
            rules={[{ required: true, whitespace: true, message: '请输入联系人' }, { max: 30 }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[
              { required: true, message: '请输入联系电话' },
              {
                validator: async (_, v) => {
                  if (v && !isPhone(String(v).trim(), true)) throw new Error(messages.phone);
                },
              },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="region"
            label="所在地区"
            rules={[{ required: true, whitespace: true, message: '请输入所在地区' }, { max: 60 }]}
          >
            <Input maxLength={60} placeholder="如：河北省 石家庄市" />
          </Form.Item>
          <Form.Item name="message" label="留言">
            <Input.TextArea
              maxLength={500}
              rows={3}
              showCount
              placeholder="门店数量、经营情况等（选填）"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
