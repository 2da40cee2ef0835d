import { Result } from 'antd';
import { useUserInfo } from '../../api/get-user-info';
import { ButtonLink } from '../../components/ButtonLink';
import { GoodsListView } from '../../components/goods-list/GoodsListView';
import type { ListMode } from '../../components/goods-list/list-modes';
import styles from './ZonePage.module.css';
import { ZONES, type ZoneKey } from './zones';

/** A themed zone: the goods list with the zone's marker fixed. */
export function ZonePage({ zone, mode = 'card' }: { zone: ZoneKey; mode?: ListMode }) {
  const config = ZONES[zone];
  const { user } = useUserInfo();

  // The preferred zone is offered per buyer (is_show_youx).
  if (zone === 'yx' && user && user.is_show_youx === 0) {
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
