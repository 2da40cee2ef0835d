import {
  CustomerServiceOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Popover } from 'antd';
import { Link } from 'react-router';
import { useConfig } from '../api/get-config';
import { useUserInfo } from '../api/get-user-info';
import { loginPath } from '../lib/login-path';
import styles from './RightBar.module.css';
import { useServiceContact } from './use-service-contact';

/** The fixed bar on the right edge: account, cart entry, service, WeChat, back to top. */
export function RightBar() {
  const { isVisitor } = useUserInfo();

  return (
    <aside className={styles.bar} aria-label="快捷工具栏">
      <div className={styles.group}>
        <Link to="/user" className={styles.item}>
          <UserOutlined aria-hidden="true" />
          <span>我的</span>
        </Link>
        {isVisitor && (
          <Link to={loginPath()} className={styles.item}>
            <ShoppingCartOutlined aria-hidden="true" />
            <span>购物车</span>
          </Link>
        )}
        <Popover placement="left" content={<ServicePanel />}>
          <button type="button" className={styles.item} aria-haspopup="dialog">
            <CustomerServiceOutlined aria-hidden="true" />
            <span>客服</span>
          </button>
        </Popover>
        <Popover
          placement="left"
          content={
            <div className={styles.qr}>
              <img src="/img/qr/wechat.svg" alt="微信二维码" width={120} height={120} />
              <span>微信扫一扫</span>
            </div>
          }
        >
          <button type="button" className={styles.item} aria-haspopup="dialog">
            <WechatOutlined aria-hidden="true" />
            <span>微信</span>
          </button>
        </Popover>
      </div>
      <button
        type="button"
        className={`${styles.item} ${styles.top}`}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <VerticalAlignTopOutlined aria-hidden="true" />
        <span>顶部</span>
      </button>
    </aside>
  );
}

/**
 * The service contact and QQ links from the buyer's (or the site's) common config.
 * Buyers with is_can_chat should get the embedded chat instead, but the API has no
 * chat address yet, so they get the QQ links too rather than nothing.
 */
function ServicePanel() {
  const { user } = useUserInfo();
  const { data: config } = useConfig();
  const service = useServiceContact();
  const qq = [
    user?.common_config.qq1 ?? config?.site.qq1,
    user?.common_config.qq2 ?? config?.site.qq2,
  ].filter((n): n is string => Boolean(n));
  const hotLine = user?.common_config.hot_line ?? config?.site.hot_line;

  return (
    <div className={styles.service}>
      {service && (
        <p>
          {service.label}：{service.contact.name} {service.contact.phone}
        </p>
      )}
      {hotLine && <p>客服热线：{hotLine}</p>}
      {config?.site.service_hours && <p>服务时间：{config.site.service_hours}</p>}
      {qq.map((n, i) => (
        <a key={n} href={`tencent://message/?uin=${n}&Site=&Menu=yes`} className={styles.qq}>
          QQ客服{i + 1}：{n}
        </a>
      ))}
    </div>
  );
}
