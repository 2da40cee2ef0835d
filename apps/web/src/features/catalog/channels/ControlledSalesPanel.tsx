import { Alert, App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  useApplyControlledSales,
  useControlledSalesStatus,
} from '../../../api/account/controlled-sales';
import { useUserInfo } from '../../../api/account/get-user-info';
import { isApiError } from '../../../api/api-error';
import { ButtonLink } from '../../../components/ButtonLink';
import styles from './ControlledSalesPanel.module.css';

/**
 * 控销专区: controlled goods are sold to authorised companies only. The buyer
 * sees where their company stands and can ask for the authorisation.
 */
export function ControlledSalesPanel() {
  const { user, isVisitor } = useUserInfo();
  const status = useControlledSalesStatus(!!user);
  const apply = useApplyControlledSales();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (isVisitor)
    return (
      <Alert
        className={styles.panel}
        type="info"
        showIcon
        title="控销品种仅向已授权的客户销售，登录后可查看授权状态或申请授权"
        action={
          <ButtonLink size="small" type="primary" to="/login">
            登录
          </ButtonLink>
        }
      />
    );
  if (!status.data) return null;
  const { authorized, application } = status.data;
  if (authorized)
    return (
      <Alert
        className={styles.panel}
        type="success"
        showIcon
        title="您已获得控销品种授权，可直接采购本专区商品"
      />
    );
  const pending = application?.status === 'pending';
  const submit = async () => {
    setError(null);
    try {
      await apply.mutateAsync(reason.trim());
      message.success('申请已提交，审核结果将在此显示');
      setOpen(false);
    } catch (e) {
      setError(isApiError(e) ? e.message : '提交失败，请稍后再试');
    }
  };
  return (
    <>
      <Alert
        className={styles.panel}
        type={pending ? 'info' : 'warning'}
        showIcon
        title={
          pending
            ? '您的控销授权申请正在审核中'
            : '控销品种仅向已授权的客户销售，您暂未获得授权，可浏览但不能下单'
        }
        description={
          application?.status === 'declined'
            ? `上次申请未通过${application.note ? `：${application.note}` : ''}`
            : pending
              ? `申请说明：${application.reason}`
              : undefined
        }
        action={
          pending ? null : (
            <Button size="small" type="primary" onClick={() => setOpen(true)}>
              申请授权
            </Button>
          )
        }
      />
      <Modal
        title="申请控销品种授权"
        open={open}
        okText="提交申请"
        confirmLoading={apply.isPending}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={submit}
        onCancel={() => setOpen(false)}
      >
        <p>请说明贵店的经营范围与采购需要，审核通过后即可采购本专区商品。</p>
        <Input.TextArea
          aria-label="申请说明"
          value={reason}
          maxLength={200}
          showCount
          rows={4}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <Alert className={styles.error} type="error" title={error} />}
      </Modal>
    </>
  );
}
