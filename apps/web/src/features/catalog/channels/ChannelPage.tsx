import { Result } from 'antd';
import { Link } from 'react-router';
import { useUserInfo } from '../../../api/account/get-user-info';
import { useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import { ButtonLink } from '../../../components/ButtonLink';
import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode } from '../../../components/goods-list/list-modes';
import styles from './ChannelPage.module.css';
import { ControlledSalesPanel } from './ControlledSalesPanel';
import { CHANNELS, type ChannelKey } from './channels';

/** The zone's banner from the console (its focus position), else its title on the zone colour. */
function ZoneBanner({ channel }: { channel: ChannelKey }) {
  const config = CHANNELS[channel];
  const { data } = useFocus(config.banner);
  const ad = data?.[0];
  return (
    <header className={styles.head}>
      <h1 className={ad ? styles.hidden : styles.banner}>{config.title}</h1>
      {ad && (
        <AdLink url={ad.url} label={ad.title} className={styles.ad}>
          <img src={ad.image} alt={ad.title} width={1200} height={150} />
        </AdLink>
      )}
      {channel === 'yx' && (
        <Link className={styles.rules} to="/yx/rule">
          优选专区规则 ›
        </Link>
      )}
    </header>
  );
}

/** A goods channel: the goods list with the channel's marker fixed. */
export function ChannelPage({ channel, mode = 'card' }: { channel: ChannelKey; mode?: ListMode }) {
  const config = CHANNELS[channel];
  const { user } = useUserInfo();

  // The preferred channel is offered per buyer (is_show_youx).
  if (channel === 'yx' && user && user.is_show_youx === 0) {
    return (
      <Result
        status="info"
        title="优选专区暂未对您开放"
        extra={
          <ButtonLink type="primary" to="/list">
            浏览全部商品
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <ZoneBanner channel={channel} />
      {channel === 'kxzq' && <ControlledSalesPanel />}
      <GoodsListView mode={mode} modes={config.modes} fixed={config.filter} tree={config.tree} />
    </>
  );
}
