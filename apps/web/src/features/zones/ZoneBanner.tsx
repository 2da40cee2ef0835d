import { useFocus } from '../../api/content/get-focus';
import { AdLink } from '../../components/AdLink';
import styles from './zones.module.css';

/** A zone's banner from the console (its focus position), else its title on the zone colour. */
export function ZoneBanner({ position, title }: { position: 'ppzq' | 'jmzq'; title: string }) {
  const { data } = useFocus(position);
  const ad = data?.[0];
  return (
    <header className={styles.head}>
      <h1 className={ad ? styles.hidden : styles.title}>{title}</h1>
      {ad && (
        <AdLink url={ad.url} label={ad.title} className={styles.ad}>
          <img src={ad.image} alt={ad.title} width={1200} height={150} />
        </AdLink>
      )}
    </header>
  );
}
