import { useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import styles from './ZoneEntrances.module.css';

/** The zone entrances under the carousel (GET /api/focus/zone). */
export function ZoneEntrances() {
  const { data: zones } = useFocus('zone');
  if (!zones || zones.length === 0) return null;
  return (
    <nav className={styles.zones} aria-label="专区入口">
      {zones.map((zone) => (
        <AdLink key={zone.id} url={zone.url} label={zone.title} className={styles.zone}>
          <img src={zone.image} alt={zone.title} />
        </AdLink>
      ))}
    </nav>
  );
}
