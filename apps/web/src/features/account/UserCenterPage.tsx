import { HeartOutlined } from '@ant-design/icons';
import type { ReviewState, UserInfo } from '@shop/contract';
import { Alert, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { ButtonLink } from '../../components/ButtonLink';
import { reviewLabel } from '../../components/review-label';
import styles from './UserCenterPage.module.css';

const REVIEW_COLORS: Record<ReviewState, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

const SHORTCUTS = [{ to: '/star', label: '我的收藏', icon: <HeartOutlined aria-hidden="true" /> }];

/** /user: the member centre home, everything read from /api/user/info. */
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
          {user.quality_inspection?.quality_inspection_url && (
            <a
              href={user.quality_inspection.quality_inspection_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {user.quality_inspection.msg || '质检报告'}
            </a>
          )}
        </section>
      </div>
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
