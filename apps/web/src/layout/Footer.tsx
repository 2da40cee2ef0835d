import { Link } from 'react-router';
import { useConfig } from '../api/content/get-config';
import { useFriendLinks } from '../api/content/get-friend-links';
import styles from './Footer.module.css';

/** The help centre's columns every Chinese shop's footer has (paths: features/help/routes.tsx). */
const HELP_COLUMNS: { title: string; links: [label: string, to: string][] }[] = [
  {
    title: '新手指南',
    links: [
      ['注册流程', '/help/xszn/zc'],
      ['购物指南', '/help/xszn/gwzn'],
      ['安全购物', '/help/xszn/aqgw'],
    ],
  },
  {
    title: '支付配送',
    links: [
      ['订单支付', '/help/zfps/ddzf'],
      ['货物配送', '/help/zfps/hwps'],
      ['支付配送说明', '/help/pay'],
    ],
  },
  {
    title: '售后服务',
    links: [
      ['药品退换', '/help/zfps/ypth'],
      ['药品质检报告', '/help/fwbz/zjbg'],
      ['投诉建议', '/help/gywm/tsjy'],
      ['专属服务', '/help/fwbz/zsfw'],
    ],
  },
  {
    title: '关于我们',
    links: [
      ['公司官网', '/help/gywm/gsgw'],
      ['联系我们', '/help/gywm/lxwm'],
      ['商家资质', '/sjzz'],
      ['新闻资讯', '/news'],
    ],
  },
];

export function Footer() {
  const { data: config } = useConfig();
  const { data: links } = useFriendLinks();
  if (!config) return <footer className={styles.footer} />;
  const { site, licences } = config;

  return (
    <footer className={styles.footer}>
      <nav className={`container ${styles.help}`} aria-label="帮助中心">
        {HELP_COLUMNS.map((col) => (
          <section key={col.title}>
            <h2>{col.title}</h2>
            <ul>
              {col.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className={`container ${styles.top}`}>
        <section className={styles.company} aria-label="联系我们">
          <h2>{site.company}</h2>
          {site.hot_line && <p>客服热线：{site.hot_line}</p>}
          {site.service_hours && <p>服务时间：{site.service_hours}</p>}
          {site.complaint_line && <p>投诉电话：{site.complaint_line}</p>}
          {site.address && <p>公司地址：{site.address}</p>}
        </section>
        {licences.length > 0 && (
          <section className={styles.licences} aria-label="经营资质">
            <h2>经营资质</h2>
            <ul>
              {licences.map((l) => (
                <li key={l.name}>
                  {l.name}：{l.number}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={styles.codes} aria-label="移动端">
          <figure>
            <img src="/img/qr/miniapp.svg" alt="微信小程序码" width={96} height={96} />
            <figcaption>微信小程序</figcaption>
          </figure>
          <figure>
            <img src="/img/qr/app.svg" alt="手机APP下载二维码" width={96} height={96} />
            <figcaption>手机APP</figcaption>
          </figure>
        </section>
      </div>
      {links && links.length > 0 && (
        <nav className={`container ${styles.links}`} aria-label="友情链接">
          <span>友情链接：</span>
          {links.map((link) => (
            <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          ))}
        </nav>
      )}
      <div className={styles.bottom}>
        <div className="container">
          © {new Date().getFullYear()} {site.company}
          {site.icp && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {site.icp}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
