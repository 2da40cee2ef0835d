import { UserOutlined } from '@ant-design/icons';
import { useUserInfo } from '../../../api/account/get-user-info';
import { useConfig } from '../../../api/content/get-config';
import { ButtonLink } from '../../../components/ButtonLink';
import { reviewLabel } from '../../../components/review-label';
import styles from './HomeUserPanel.module.css';

/** Who is shopping: login/register for visitors, the company's state for buyers. */
export function HomeUserPanel() {
  const { user, isVisitor } = useUserInfo();
  const { data: config } = useConfig();

  return (
    <aside className={styles.panel} aria-label="用户信息">
      <div className={styles.avatar}>
        <UserOutlined aria-hidden="true" />
      </div>
      {isVisitor && (
        <>
          <p className={styles.welcome}>
            您好，欢迎来到
            <br />
            {config?.site.title}
          </p>
          <div className={styles.actions}>
            <ButtonLink type="primary" size="small" to="/login">
              登录
            </ButtonLink>
            <ButtonLink size="small" to="/register">
              注册
            </ButtonLink>
          </div>
          <p className={styles.note}>登录后查看商品价格</p>
        </>
      )}
      {user && (
        <>
          <p className={styles.greeting} title={user.company || user.username}>
            {user.company || user.username}
          </p>
          <dl className={styles.facts}>
            {user.rank && (
              <div>
                <dt>会员等级</dt>
                <dd>{user.rank}</dd>
              </div>
            )}
            <div>
              <dt>资质状态</dt>
              <dd>{reviewLabel(user.review)}</dd>
            </div>
            <div>
              <dt>积分</dt>
              <dd>{user.points}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <ButtonLink type="primary" size="small" to="/user">
              会员中心
            </ButtonLink>
            <ButtonLink size="small" to="/star">
              我的收藏
            </ButtonLink>
          </div>
        </>
      )}
    </aside>
  );
}
