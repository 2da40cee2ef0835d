import type { Order } from '@shop/contract';
import { useGrants } from '../../api/account/grants';
import { TransferPanel } from '../../components/TransferPanel';
import styles from './OrderDetailPage.module.css';

/** An order paid (or being paid) by 对公转账: 待确认到账, the rejection reason, re-upload. */
export function OrderTransferSection({ order }: { order: Order }) {
  const { canPay } = useGrants();
  if (order.pay_method !== 'transfer') return null;
  return (
    <section className={styles.section} aria-label="对公转账">
      <h2>对公转账</h2>
      <TransferPanel
        target={{ kind: 'order', id: order.id }}
        canUpload={canPay && order.status === 'unpaid'}
      />
    </section>
  );
}
