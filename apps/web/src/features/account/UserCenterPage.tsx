import {
  EnvironmentOutlined,
  HeartOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ReviewState, UserInfo } from '@shop/contract';
import { Alert, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { useGrants } from '../../api/account/grants';
import { useOrders } from '../../api/order/get-orders';
import { useCouponCount } from '../../api/wallet/get-coupon-count';
import { useUserMoney } from '../../api/wallet/get-user-money';
import { ButtonLink } from '../../components/ButtonLink';
import { QualityInspectionLink } from '../../components/QualityInspectionLink';
import { reviewLabel } from '../../components/review-label';
import styles from './UserCenterPage.module.css';

const REVIEW_COLORS: Record<ReviewState, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

const SHORTCUTS = [
  { to: '/star', label: '我的收藏', icon: <HeartOutlined aria-hidden="true" /> },
  { to: '/addr', label: '收货地址', icon: <EnvironmentOutlined aria-hidden="true" /> },
  { to: '/sjzz', label: '商家资质', icon: <SafetyCertificateOutlined aria-hidden="true" /> },
  { to: '/help', label: '帮助中心', icon: <QuestionCircleOutlined aria-hidden="true" /> },
];

/** The order statuses the home counts, each linking to the order list filtered by it. */
const ORDER_STATUSES = [
  { key: 'awaiting_approval', label: '待审批' },
  { key: 'unpaid', label: '待支付' },
  { key: 'grouping', label: '待成团' },
  { key: 'paid', label: '待发货' },
  { key: 'shipped', label: '待收货' },
  { key: 'completed', label: '已完成' },
] as const;

/**
 * /user: the member centre home inside the member menu: the profile from
 * /api/user/info, the company's orders per status, balance, points, coupons
 * and unread messages, each linking to its page.
 */
export function UserCenterPage() {
  const { user } = useUserInfo();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <section className={styles.profile} aria-label="账户信息">
        <h1 className={styles.company}>{user.company || user.username}</h1>
        <Descriptions
          column={3}
          size="small"
          items={[
            { key: 'username', label: '用户名', children: user.username },
            { key: 'rank', label: '会员等级', children: user.rank || '—' },
            {
              key: 'points',
              label: '积分',
              children: <Link to="/jfgl">{user.points}</Link>,
            },
            { key: 'name', label: '联系人', children: user.name || '—' },
            { key: 'phone', label: '手机号码', children: user.phone || '—' },
            {
              key: 'review',
              label: '资质审核',
              children: <Tag color={REVIEW_COLORS[user.review]}>{reviewLabel(user.review)}</Tag>,
            },
            { key: 'address', label: '地址', children: user.address || '—', span: 3 },
          ]}
        />
        <ReviewNotice user={user} />
      </section>

      <Counts user={user} />

      <div className={styles.columns}>
        <nav className={styles.shortcuts} aria-label="常用功能">
          {SHORTCUTS.map((s) => (
            <Link key={s.to} to={s.to} className={styles.shortcut}>
              {s.icon}
              <span>{s.label}</span>
            </Link>
          ))}
        </nav>
        <section className={styles.service} aria-label="客服信息">
          <h2>{user.admin && !user.admin.is_default ? '专属客服' : '客服'}</h2>
          {user.admin ? (
            <p>
              {user.admin.name}
              <strong>{user.admin.phone}</strong>
            </p>
          ) : (
            <p>—</p>
          )}
          {user.common_config.hot_line && <p>客服热线：{user.common_config.hot_line}</p>}
          <QualityInspectionLink value={user.quality_inspection} />
        </section>
      </div>
    </div>
  );
}

function Counts({ user }: { user: UserInfo }) {
  const orders = useOrders({ status: 'all', page: 1 });
  const { canPay } = useGrants();
  const money = useUserMoney(canPay);
  const coupons = useCouponCount();
  const counts = orders.data?.counts;
  const figure = (value: string | number | undefined) => (value === undefined ? '—' : value);
  return (
    <div className={styles.counts}>
      <section className={styles.orders} aria-label="我的订单">
        <h2>
          我的订单 <Link to="/order">全部订单 ›</Link>
        </h2>
        <ul>
          {ORDER_STATUSES.map((s) => (
            <li key={s.key}>
              <Link to={`/order?status=${s.key}`}>
                <strong>{figure(counts?.[s.key])}</strong>
                <span>{s.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.assets} aria-label="我的资产">
        <h2>我的资产</h2>
        <ul>
          {canPay && (
            <li>
              <Link to="/yegl">
                <strong>¥{figure(money.data?.balance)}</strong>
                <span>账户余额</span>
              </Link>
            </li>
          )}
          <li>
            <Link to="/jfgl">
              <strong>{user.points}</strong>
              <span>积分</span>
            </Link>
          </li>
          <li>
            <Link to="/yhq">
              <strong>{figure(coupons.data?.unused)}</strong>
              <span>优惠券</span>
            </Link>
          </li>
          <li>
            <Link to="/wdxx">
              <strong>{user.message_count}</strong>
              <span>未读消息</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

function ReviewNotice({ user }: { user: UserInfo }) {
  if (user.review === 'approved') return null;
  if (user.review === 'pending') {
    return (
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title="资质审核中，审核通过后即可下单采购。"
      />
    );
  }
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title={
        user.review === 'rejected'
          ? '资质审核未通过，请重新提交资质。'
          : '尚未提交企业资质，提交并审核通过后即可下单采购。'
      }
      action={
        <ButtonLink size="small" type="primary" to="/register">
          {user.review === 'rejected' ? '重新提交' : '继续填写'}
        </ButtonLink>
      }
    />
  );
}
