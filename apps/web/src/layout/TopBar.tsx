import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { useLogout } from '../api/account/logout';
import { useConfig } from '../api/content/get-config';
import { loginPath } from '../lib/login-path';
import { markSessionChanged } from '../lib/session-flag';
import { AddToDesktopLink } from './AddToDesktopLink';
import { AppQrPopover } from './AppQrPopover';
import { LicenceWarning } from './LicenceWarning';
import styles from './TopBar.module.css';

// The switcher's dropdown is not needed before the page shows: it loads after.
const StoreSwitcher = lazy(() =>
  import('./StoreSwitcher').then((m) => ({ default: m.StoreSwitcher })),
);

/** The thin bar above the header: greeting, session links and shortcuts. */
export function TopBar() {
  const { data: config } = useConfig();
  const { user, isLoading } = useUserInfo();
  const logout = useLogout();
  const navigate = useNavigate();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        markSessionChanged();
        navigate('/');
      },
    });

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.session}>
          {config && <span>您好，欢迎来到{config.site.title}！</span>}
          {!isLoading && !user && (
            <>
              <Link to={loginPath()} className={styles.accent}>
                请登录
              </Link>
              <Link to="/register">免费注册</Link>
            </>
          )}
          {user && (
            <>
              <Link to="/user" className={styles.accent}>
                {user.company || user.username}
              </Link>
              <Suspense fallback={null}>
                <StoreSwitcher className={styles.linkButton} isMain={user.is_main === 1} />
              </Suspense>
              {user.name && <span title="联系人">联系人：{user.name}</span>}
              <button
                type="button"
                className={styles.linkButton}
                onClick={onLogout}
                disabled={logout.isPending}
              >
                安全退出
              </button>
            </>
          )}
        </div>
        <nav className={styles.links} aria-label="快捷链接">
          <Link to="/">返回首页</Link>
          <AddToDesktopLink className={styles.linkButton} />
          <Link to="/user">会员中心</Link>
          <Link to="/order">我的订单</Link>
          <Link to="/dzfp">电子发票</Link>
          <Link to="/sjzz">商家资质</Link>
          <AppQrPopover className={styles.linkButton} />
        </nav>
      </div>
      {user && <LicenceWarning />}
    </div>
  );
}
