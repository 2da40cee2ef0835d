import { CustomerServiceOutlined } from '@ant-design/icons';
import { useConfig } from '../api/content/get-config';
import styles from './ServiceContactBlock.module.css';
import { useServiceContact } from './use-service-contact';

/** '专属客服：name phone' (or '客服：' for the default contact) and the complaint hotline. */
export function ServiceContactBlock() {
  const service = useServiceContact();
  const { data: config } = useConfig();
  if (!service && !config) return null;
  return (
    <div className={styles.block}>
      <CustomerServiceOutlined className={styles.icon} aria-hidden="true" />
      <div>
        {service && (
          <p className={styles.contact}>
            {service.label}：{service.contact.name} {service.contact.phone}
          </p>
        )}
        {config?.site.complaint_line && (
          <p className={styles.line}>投诉电话：{config.site.complaint_line}</p>
        )}
      </div>
    </div>
  );
}
