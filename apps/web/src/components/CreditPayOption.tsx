import { Radio } from 'antd';
import { useCredit } from '../api/credit/credit';
import { coversAmount } from '../lib/money';

/**
 * Step 3's 挂账 choice, shown only to a company with a credit line: the
 * available credit, and why it cannot be used when it cannot (short, overdue,
 * or goods that must be paid from the company's own funds).
 */
export function CreditPayOption({
  amount,
  ownFunds,
  className,
  mutedClassName,
}: {
  amount: string;
  ownFunds: boolean;
  className?: string;
  mutedClassName?: string;
}) {
  const credit = useCredit();
  const c = credit.data;
  if (!c || c.has_line === 0) return null;
  const enough = coversAmount(c.available, amount);
  const why = ownFunds
    ? '含特殊药品复方制剂，不可挂账'
    : c.blocked
      ? c.blocked_reason
      : enough
        ? ''
        : '可用额度不足';
  return (
    <Radio value="credit" disabled={why !== ''} className={className}>
      挂账（{c.terms_text}）
      <span className={mutedClassName}>
        （可用额度 ¥{c.available}
        {why && `，${why}`}）
      </span>
    </Radio>
  );
}
