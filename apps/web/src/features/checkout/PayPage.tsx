import type { PayMethod } from '@shop/contract';
import { SPECIAL_COMPOUND_RULE } from '@shop/domain';
import { Alert, Button, Radio, Result, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PAY_BY_MAIN, useGrants } from '../../api/account/grants';
import { isApiError } from '../../api/api-error';
import { isOnlinePayment, usePayOrder } from '../../api/checkout/pay-order';
import { useOrder } from '../../api/order/get-order';
import { useUserMoney } from '../../api/wallet/get-user-money';
import { ButtonLink } from '../../components/ButtonLink';
import { CartPageHeader } from '../../components/CartPageHeader';
import { CreditPayOption } from '../../components/CreditPayOption';
import { orderLoadState } from '../../components/order-load-state';
import { PayPasswordPrompt } from '../../components/PayPasswordPrompt';
import { formatDateTime } from '../../lib/format-time';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { coversAmount } from '../../lib/money';
import { AwaitingApproval } from './AwaitingApproval';
import styles from './PayPage.module.css';
import { TransferPay } from './TransferPay';

const OWN_FUNDS_NOTE = '含特殊药品复方制剂，不可在线支付';
const PAY_LABEL: Partial<Record<PayMethod, string>> = { balance: '余额支付', credit: '挂账支付' };

/**
 * /cart/step3/:id and its variant /cart/hm?id=: pay an unpaid order by balance or online.
 * Where checkout lands, so a sub-account without the pay grant sees here that
 * its order is placed and waits for the main account, without the balance.
 */
export function PayPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const id = Number(params.id ?? query.get('id'));
  const order = useOrder(id);
  const { canPay } = useGrants();
  const money = useUserMoney(canPay);
  const pay = usePayOrder();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PayMethod | null>(null);
  // One key per method and visit: a double click never pays twice, and switching from a
  // refused balance payment to online payment is a payment of its own.
  const keys = useRef(new Map<PayMethod, string>());
  const [payPassword, setPayPassword] = useState('');

  const state = orderLoadState(id, order);
  if (state || !order.data) return state;

  const o = order.data;
  if (o.status === 'awaiting_approval') return <AwaitingApproval order={o} />;
  if (o.status !== 'unpaid') {
    return (
      <Result
        status={o.status === 'cancelled' ? 'warning' : 'success'}
        title={o.status === 'cancelled' ? '订单已取消' : '订单已支付'}
        subTitle={`订单号：${o.order_no}`}
        extra={
          <ButtonLink type="primary" to={`/order/info/${o.id}`}>
            查看订单详情
          </ButtonLink>
        }
      />
    );
  }

  const balance = money.data?.balance;
  const balanceEnough = coversAmount(balance, o.pay_amount);
  // 含特殊药品复方制剂 are paid from the company's own funds: no online payment (the server refuses it too).
  const ownFunds = o.own_funds_only === 1;
  const chosen =
    method ??
    (o.pay_method === 'transfer' ? 'transfer' : balanceEnough || ownFunds ? 'balance' : 'online');

  const onPay = () => {
    let key = keys.current.get(chosen);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(chosen, key);
    }
    pay.mutate(
      { id: o.id, method: chosen, key, ...(payPassword ? { pay_password: payPassword } : {}) },
      {
        onSuccess: (result) => {
          // The provider's page redirects back to /cart/step4 once the buyer confirms.
          if (isOnlinePayment(result)) window.location.assign(result.pay_url);
          else navigate(`/cart/step4?id=${o.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <CartPageHeader step={3} title="支付订单" />
      <section className={styles.order} aria-label="订单信息">
        <div>
          <p className={styles.done}>
            {canPay ? '订单提交成功，请尽快付款！' : '订单提交成功，等待主账号支付'}
          </p>
          <p>
            订单号：{o.order_no}
            {o.expires_at && (
              <span className={styles.expires}>
                {canPay ? '请' : '主账号需'}在 {formatDateTime(o.expires_at)}{' '}
                前完成支付，逾期订单将自动取消
              </span>
            )}
          </p>
          {o.address && (
            <p className={styles.muted}>
              收货信息：{o.address.name} {o.address.phone} {o.address.region} {o.address.detail}
            </p>
          )}
        </div>
        <p className={styles.amount}>
          应付金额 <strong>¥{o.pay_amount}</strong>
        </p>
      </section>

      {canPay ? (
        <section className={styles.methods} aria-label="支付方式">
          <h2>选择支付方式</h2>
          <Radio.Group value={chosen} onChange={(e) => setMethod(e.target.value as PayMethod)}>
            <Radio value="balance" disabled={!balanceEnough} className={styles.method}>
              余额支付
              <span className={styles.muted}>
                （可用余额 {balance === undefined ? '—' : `¥${balance}`}
                {balance !== undefined && !balanceEnough && '，余额不足'}）
              </span>
            </Radio>
            <Radio value="online" disabled={ownFunds} className={styles.method}>
              在线支付
              {ownFunds && <span className={styles.muted}>（{OWN_FUNDS_NOTE}）</span>}
            </Radio>
            <CreditPayOption
              amount={o.pay_amount}
              ownFunds={ownFunds}
              className={styles.method}
              mutedClassName={styles.muted}
            />
            <Radio value="transfer" className={styles.method}>
              对公转账
              <span className={styles.muted}>（从企业对公账户转账，上传回单后由财务确认）</span>
            </Radio>
          </Radio.Group>
          <PayPasswordPrompt method={chosen} value={payPassword} onChange={setPayPassword} />
          {ownFunds && (
            <Alert
              className={styles.alert}
              type="info"
              showIcon
              title={`${SPECIAL_COMPOUND_RULE}：须以本企业账户余额或对公转账支付，不能在线支付`}
            />
          )}
          {pay.isError && (
            <Alert
              className={styles.alert}
              type="error"
              showIcon
              title={isApiError(pay.error) ? pay.error.message : '支付失败，请重试'}
            />
          )}
          {chosen === 'transfer' && <TransferPay order={o} />}
          <div className={styles.actions}>
            {chosen !== 'transfer' && (
              <Button type="primary" size="large" loading={pay.isPending} onClick={onPay}>
                {PAY_LABEL[chosen] ?? '在线支付'} ¥{o.pay_amount}
              </Button>
            )}
            <ButtonLink size="large" to={`/order/info/${o.id}`}>
              查看订单
            </ButtonLink>
          </div>
        </section>
      ) : (
        <section className={styles.methods} aria-label="支付">
          <p>
            <Tag color="orange" className={styles.payByMain}>
              {PAY_BY_MAIN}
            </Tag>
          </p>
          <p className={styles.muted}>
            您的账号没有支付权限。主账号登录后，在「我的订单」中找到此订单完成支付。
          </p>
          <div className={styles.actions}>
            <ButtonLink type="primary" size="large" to={`/order/info/${o.id}`}>
              查看订单
            </ButtonLink>
            <ButtonLink size="large" to="/order">
              我的订单
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
