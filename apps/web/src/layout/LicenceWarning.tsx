import { Link } from 'react-router';
import { useZizhi } from '../api/account-centre/get-zizhi';
import styles from './LicenceWarning.module.css';

/** Under the top bar: a licence of the buyer's company expires within 30 days or has expired. */
export function LicenceWarning() {
  const { data } = useZizhi();
  if (!data?.warning) return null;
  return (
    <div className={styles.strip} role="alert">
      <div className={`container ${styles.inner}`}>
        <span>资质提醒：{data.warning}</span>
        <Link to="/zzzj">去更新</Link>
      </div>
    </div>
  );
}
