import { Alert, App, Button, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../../api/account/get-user-info';
import { isApiError } from '../../api/api-error';
import { useApplyCancellation, useCancellationState } from '../../api/help/cancellation';
import { ButtonLink } from '../../components/ButtonLink';
import { formatDateTime } from '../../lib/format-time';
import { loginPath } from '../../lib/login-path';
import { countTo, maxChars } from '../../lib/text-limit';
import styles from './CancellationSection.module.css';

const REASON_MAX = 500;

/**
 * 账户注销's request form under the article: the main account asks, staff
 * decide. Why it cannot ask now (open orders, a balance, a sub-account, a
 * request under way) comes from the server, which checks it again.
 */
export function CancellationSection() {
  const { user, isVisitor } = useUserInfo();
  const state = useCancellationState(!!user);
  const apply = useApplyCancellation();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (isVisitor)
    return (
      <section className={styles.section} aria-label="注销申请">
        <h2>申请注销</h2>
        <Alert
          type="info"
          showIcon
          title="请使用主账号登录后提交注销申请"
          action={
            <ButtonLink size="small" type="primary" to={loginPath('/help/fwbz/zhzx')}>
              登录
            </ButtonLink>
          }
        />
      </section>
    );
  if (!state.data) return null;
  const { can_apply, blockers, request } = state.data;
  const tooLong = reason.trim().length > REASON_MAX;

  const submit = async () => {
    setError(null);
    try {
      await apply.mutateAsync(reason.trim());
      setReason('');
      message.success('注销申请已提交，处理结果将在此显示');
    } catch (e) {
      setError(isApiError(e) ? e.message : '提交失败，请稍后再试');
    }
  };

  return (
    <section className={styles.section} aria-label="注销申请">
      <h2>申请注销</h2>
      {request && (
        <Alert
          className={styles.gap}
          type={
            request.status === 'rejected'
              ? 'warning'
              : request.status === 'approved'
                ? 'success'
                : 'info'
          }
          showIcon
          title={`最近一次申请：${request.status_text}（${formatDateTime(request.created_at)}）`}
          description={
            <>
              <div className={styles.typed}>注销原因：{request.reason}</div>
              {request.reject_reason && <div>驳回原因：{request.reject_reason}</div>}
            </>
          }
        />
      )}
      {blockers.length > 0 && (
        <Alert
          className={styles.gap}
          type="warning"
          showIcon
          title="暂不能申请注销"
          description={
            <ul className={styles.blockers}>
              {blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          }
        />
      )}
      {can_apply === 1 && (
        <>
          <Input.TextArea
            aria-label="注销原因"
            placeholder="请填写注销原因，如门店停业、更换采购渠道等"
            value={reason}
            count={countTo(REASON_MAX)}
            status={tooLong ? 'error' : undefined}
            rows={4}
            onChange={(e) => setReason(e.target.value)}
          />
          {tooLong && (
            <div className={styles.tooLong} role="alert">
              {maxChars('注销原因', REASON_MAX).message}
            </div>
          )}
          {error && <Alert className={styles.gap} type="error" title={error} />}
          <Popconfirm
            title="确认申请注销账户？"
            description="注销后本企业的主账号和全部子账号都将无法登录。"
            okText="确认申请"
            cancelText="再想想"
            onConfirm={submit}
          >
            <Button
              className={styles.submit}
              type="primary"
              danger
              disabled={reason.trim() === '' || tooLong}
              loading={apply.isPending}
            >
              提交注销申请
            </Button>
          </Popconfirm>
        </>
      )}
    </section>
  );
}
