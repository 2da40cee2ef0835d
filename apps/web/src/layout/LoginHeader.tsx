import { Link } from 'react-router';
import { useConfig } from '../api/content/get-config';
import { useRouteHandle } from '../lib/route-handle';
import { AddToDesktopLink } from './AddToDesktopLink';
import { AppQrPopover } from './AppQrPopover';
import styles from './LoginHeader.module.css';
import { Logo } from './Logo';
import { useServiceContact } from './use-service-contact';

/** The header of login and registration: logo, route title, shortcuts and contacts. */
export function LoginHeader() {
  const { title } = useRouteHandle();
  const { data: config } = useConfig();
  const service = useServiceContact();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <span>{config && `您好，欢迎来到${config.site.title}！`}</span>
          <nav className={styles.links} aria-label="快捷链接">
            <Link to="/">返回首页</Link>
            <AddToDesktopLink className={styles.linkButton} />
            <AppQrPopover className={styles.linkButton} />
            {config?.site.complaint_line && <span>投诉电话：{config.site.complaint_line}</span>}
          </nav>
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <div className={styles.brand}>
          <Logo />
          {title && <h1 className={styles.title}>{title}</h1>}
        </div>
        {service && (
          <p className={styles.manager}>
            {/* The spec's rule: a prefix only for a dedicated manager, not the default desk. */}
            {!service.contact.is_default && '专属客户经理：'}
            {service.contact.name} <strong>{service.contact.phone}</strong>
          </p>
        )}
      </div>
    </header>
  );
}
