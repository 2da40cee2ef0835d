import { Result } from 'antd';
import { useUserInfo } from '../../../api/account/get-user-info';
import { ButtonLink } from '../../../components/ButtonLink';
import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode } from '../../../components/goods-list/list-modes';
import styles from './ChannelPage.module.css';
import { CHANNELS, type ChannelKey } from './channels';

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
      <h1 className={styles.banner}>{config.title}</h1>
      <GoodsListView mode={mode} modes={config.modes} fixed={config.filter} tree={config.tree} />
    </>
  );
}
