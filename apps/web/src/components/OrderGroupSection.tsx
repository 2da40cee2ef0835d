import { groupProgressText } from '@shop/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useOrderGroup } from '../api/groupbuy/get-order-group';
import { Countdown } from './Countdown';
import styles from './OrderGroupSection.module.css';

const STATE_COLORS = { open: 'purple', filled: 'green', failed: 'default' } as const;

/**
 * The group of a group-buy (拼团) order on its detail page: members so far
 * and who has paid, the time left; nothing for other orders.
 */
export function OrderGroupSection({ orderId }: { orderId: number }) {
  const { data } = useOrderGroup(orderId, true);
  if (!data) return null;
  const { group: g, activity: a, members } = data;
  return (
    <section className={styles.section} aria-label="拼团信息">
      <h2>
        拼团信息 <Tag color={STATE_COLORS[g.state]}>{g.state_text}</Tag>
      </h2>
      <p>
        <Link to={`/list/info-pt/${a.goods.id}`}>{a.title}</Link> · {a.group_size}人团 · 拼团价 ¥
        {a.pt_price}
      </p>
      <p>
        {g.state === 'open' ? (
          <>
            <b className={styles.hot}>{groupProgressText(g.size, g.members)}</b>（已支付 {g.paid}/
            {g.size}）
            <Countdown end={g.expires_at} label="，剩余" />
          </>
        ) : g.state === 'filled' ? (
          '已成团，订单等待仓库发货'
        ) : (
          '未成团，订单已取消，货款原路退回'
        )}
      </p>
      <ul className={styles.members}>
        {members.map((m, i) => (
          <li key={m.id}>
            {m.name}
            {i === 0 && <Tag>团长</Tag>}
            <span className={styles.muted}>{m.paid ? '已支付' : '待支付'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
