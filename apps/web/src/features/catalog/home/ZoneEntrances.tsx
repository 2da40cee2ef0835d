import { type FocusPosition, useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import styles from './ZoneEntrances.module.css';

type Props = {
  /** `zone`: the zone entrances under the carousel; `promo`: the promotion zones' row. */
  position?: Extract<FocusPosition, 'zone' | 'promo'>;
  label?: string;
};

/**
 * A row of entrances (GET /api/focus/zone, /api/focus/promo), each a picture
 * linking to its zone. The row's room is held while they load, so what is
 * below does not jump down when they arrive.
 */
export function ZoneEntrances({ position = 'zone', label = '专区入口' }: Props) {
  const { data: zones, isPending } = useFocus(position);
  const rowClass = position === 'promo' ? `${styles.zones} ${styles.promoRow}` : styles.zones;
  if (isPending) return <div className={`${rowClass} ${styles.reserved}`} />;
  if (!zones || zones.length === 0) return null;
  return (
    <nav className={rowClass} aria-label={label}>
      {zones.map((zone) => (
        <AdLink key={zone.id} url={zone.url} label={zone.title} className={styles.zone}>
          <img src={zone.image} alt={zone.title} />
        </AdLink>
      ))}
    </nav>
  );
}
