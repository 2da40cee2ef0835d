import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { useGrants } from '../../api/account/grants';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './MemberLayout.module.css';

/**
 * The member area's sections; every alias of a page marks the same entry.
 * `pay`: offered only to a login that may pay (the balance is what pays);
 * `main`: only to a main account (approvals, the payment password).
 */
const SECTIONS: {
  title: string;
  links: { to: string; label: string; also: string[]; pay?: boolean; main?: boolean }[];
}[] = [
  {
    title: '交易中心',
    links: [
      {
        to: '/order',
        label: '我的订单',
        also: ['/order_wddd_index', '/order_wddd_info', '/order/info'],
      },
      { to: '/approvals', label: '订单审批', also: [], main: true },
      { to: '/cart', label: '我的购物车', also: [] },
      { to: '/order_jfdd', label: '积分订单', also: ['/jfdd'] },
      { to: '/dzfp', label: '电子发票', also: ['/zzfw_dzfp'] },
      { to: '/kjcg', label: '快捷采购', also: ['/zzfw_kjcg'] },
      { to: '/cgqd', label: '常购清单', also: [] },
    ],
  },
  {
    title: '我的钱包',
    links: [
      { to: '/wdqb_yegl', label: '我的余额', also: ['/yegl'], pay: true },
      { to: '/wdzq', label: '我的账期', also: ['/wdqb_wdzq'], pay: true },
      { to: '/wdqb_jfgl', label: '我的积分', also: ['/jfgl'] },
      { to: '/wdqb_yhq', label: '我的优惠券', also: ['/yhq'] },
      { to: '/wdqb_xjq', label: '我的现金券', also: ['/xjq'] },
      { to: '/lqzx', label: '领券中心', also: [] },
      { to: '/jfsc', label: '积分商城', also: [] },
      { to: '/zpcj', label: '幸运转盘', also: [] },
    ],
  },
  {
    title: '账户中心',
    links: [
      { to: '/user', label: '会员中心', also: [] },
      { to: '/basic', label: '基础信息', also: ['/jcxx_index', '/zhzx_jcxx'] },
      { to: '/zzzj', label: '资质证件', also: ['/jcxx_zzzj'] },
      { to: '/addr', label: '收货地址', also: ['/zhzx_shdz'] },
      { to: '/pay-password', label: '支付密码', also: [], pay: true },
      { to: '/child', label: '子账号管理', also: ['/zhzx_child'] },
      { to: '/ddgl', label: '门店管理', also: ['/zhzx_ddgl'] },
      { to: '/star', label: '我的收藏', also: ['/zzfw_wdsc'] },
      { to: '/wdxx', label: '我的消息', also: ['/zhzx_wdxx'] },
      { to: '/bdwx', label: '绑定微信', also: ['/zhzx_bdwx'] },
      { to: '/help/fwbz/zhzx', label: '账户注销', also: ['/help_fwbz_zhzx'] },
    ],
  },
  {
    title: '自助服务',
    links: [
      { to: '/pzqg', label: '品种求购', also: ['/pzqg/'] },
      { to: '/yjfk', label: '意见反馈', also: ['/zzfw_yjfk'] },
      { to: '/sjzz', label: '商家资质', also: ['/zzfw_sjzz'] },
    ],
  },
];

/** Side menu plus the member page; the routes under it need a session (RequireLogin). */
export function MemberLayout() {
  const { pathname } = useLocation();
  const { canPay } = useGrants();
  const isMain = useUserInfo().user?.is_main !== 0;
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="会员中心菜单">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.links
                .filter((link) => (canPay || !link.pay) && (isMain || !link.main))
                .map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) =>
                        isActive || link.also.some((p) => pathname.startsWith(p))
                          ? styles.active
                          : undefined
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner padding={80} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
