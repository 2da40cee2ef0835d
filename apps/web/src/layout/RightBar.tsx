import {
  BellOutlined,
  CustomerServiceOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Popover, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { useCartTotal } from '../api/cart/get-cart-total';
import { useChatSocket, useChatState } from '../api/chat/chat';
import { useConfig } from '../api/content/get-config';
import { QualityInspectionLink } from '../components/QualityInspectionLink';
import { cartBadgeText, isCartPath } from '../lib/cart-badge';
import { loginPath } from '../lib/login-path';
import styles from './RightBar.module.css';
import { useServiceContact } from './use-service-contact';

// The drawer's list, quantity boxes and dialogs load the first time it opens.
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The fixed bar on the right edge: account, cart drawer, service, WeChat, back to top.
 * Spec section 4: 40 px wide, 310 px with the cart drawer open; on the cart pages the
 * drawer entry and its badge are hidden.
 */
export function RightBar() {
  const { user, isVisitor } = useUserInfo();
  const { pathname } = useLocation();
  const onCartPage = isCartPath(pathname);
  const [open, setOpen] = useState(false);
  const total = useCartTotal(user !== null && !onCartPage);
  const badge = cartBadgeText(total.data?.total);
  const drawerOpen = open && user !== null && !onCartPage;
  // is_can_chat 1: 客服 opens the embedded chat; 0 (and visitors): the QQ links and hotline.
  const canChat = user?.is_can_chat === 1;
  const [chatOpen, setChatOpen] = useState(false);
  const chat = useChatState(canChat);
  useChatSocket(canChat);
  const chatUnread = chat.data?.unread ?? 0;

  useEffect(() => {
    if (onCartPage) setOpen(false);
  }, [onCartPage]);

  return (
    <aside className={`${styles.bar} ${drawerOpen ? styles.open : ''}`} aria-label="快捷工具栏">
      {drawerOpen && (
        <Suspense fallback={<Spin className={styles.drawerLoading} />}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {canChat && chatOpen && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
      <div className={styles.rail}>
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
          {user && !onCartPage && (
            <button
              type="button"
              className={`${styles.item} ${drawerOpen ? styles.active : ''}`}
              aria-expanded={drawerOpen}
              onClick={() => setOpen((o) => !o)}
            >
              <ShoppingCartOutlined aria-hidden="true" />
              <span>购物车</span>
              {badge && (
                <span className={styles.badge}>
                  {badge}
                  <span className="visually-hidden">种商品</span>
                </span>
              )}
            </button>
          )}
          <Link to={user ? '/wdxx' : loginPath('/wdxx')} className={styles.item}>
            <BellOutlined aria-hidden="true" />
            <span>消息</span>
            {user && user.message_count > 0 && (
              <span className={styles.badge}>
                {user.message_count > 99 ? '99+' : user.message_count}
                <span className="visually-hidden">条未读消息</span>
              </span>
            )}
          </Link>
          {canChat ? (
            <button
              type="button"
              className={`${styles.item} ${chatOpen ? styles.active : ''}`}
              aria-expanded={chatOpen}
              onClick={() => setChatOpen((o) => !o)}
            >
              <CustomerServiceOutlined aria-hidden="true" />
              <span>客服</span>
              {chatUnread > 0 && (
                <span className={styles.badge}>
                  {chatUnread > 99 ? '99+' : chatUnread}
                  <span className="visually-hidden">条未读消息</span>
                </span>
              )}
            </button>
          ) : (
            <Popover placement="left" content={<ServicePanel />}>
              <button type="button" className={styles.item} aria-haspopup="dialog">
                <CustomerServiceOutlined aria-hidden="true" />
                <span>客服</span>
              </button>
            </Popover>
          )}
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
      </div>
    </aside>
  );
}

/**
 * The service contact, hotline and QQ links from the buyer's (or the site's) common
 * config: what buyers without the embedded chat (is_can_chat 0) and visitors get.
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
      <QualityInspectionLink
        value={user?.quality_inspection ?? config?.quality_inspection}
        className={styles.qq}
      />
    </div>
  );
}
