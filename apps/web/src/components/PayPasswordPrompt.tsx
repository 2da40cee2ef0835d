import type { PayMethod } from '@shop/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { usePayPassword } from '../api/account/pay-password';
import { formatDateTime } from '../lib/format-time';
import styles from './PayPasswordPrompt.module.css';
import { SixDigitInput } from './SixDigitInput';

/** The methods a company's 支付密码 guards (money it already holds or owes). */
export const guardedMethod = (m: PayMethod) => m === 'balance' || m === 'credit';

/**
 * The 支付密码 of step 3 and of 余额还款: six boxes when the company turned it on and the chosen
 * method takes its money; a lock's notice; and, while it is off, an invitation
 * for the main account to turn it on.
 */
export function PayPasswordPrompt({
  method,
  value,
  onChange,
}: {
  method: PayMethod;
  value: string;
  onChange: (v: string) => void;
}) {
  const status = usePayPassword();
  const isMain = useUserInfo().user?.is_main === 1;
  const s = status.data;
  if (!s) return null;
  if (!s.enabled)
    return isMain ? (
      <p className={styles.muted}>
        余额支付无需密码。<Link to="/pay-password">开启支付密码</Link>，保护企业余额安全。
      </p>
    ) : null;
  if (!guardedMethod(method)) return null;
  if (s.locked)
    return (
      <Alert
        className={styles.alert}
        type="warning"
        showIcon
        title={`支付密码错误次数过多，余额和账期支付已锁定至 ${formatDateTime(s.locked_until ?? '')}`}
        description={
          isMain ? <Link to="/pay-password">忘记支付密码？用短信验证码重置</Link> : '请联系主账号'
        }
      />
    );
  return (
    <div className={styles.payPassword}>
      <span>支付密码</span>
      <SixDigitInput value={value} onChange={onChange} />
      {isMain && <Link to="/pay-password">忘记支付密码？</Link>}
    </div>
  );
}
