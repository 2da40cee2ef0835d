import type { GroupbuyGroup } from '@shop/contract';
import { groupProgressText } from '@shop/domain';
import { Button, Empty } from 'antd';
import { Countdown } from '../../components/Countdown';
import styles from './GroupbuyDetailPage.module.css';

type Props = {
  groups: GroupbuyGroup[];
  /** Joining is offered while the activity runs and the buyer may buy. */
  canJoin: boolean;
  joining: number | null;
  onJoin: (group: GroupbuyGroup) => void;
};

/** The open groups of a group-buy, each with the places left and its own countdown. */
export function GroupList({ groups, canJoin, joining, onJoin }: Props) {
  if (groups.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无正在拼的团，发起一个吧" />;
  return (
    <ul className={styles.groups} aria-label="正在拼团">
      {groups.map((g) => (
        <li key={g.id} className={styles.group}>
          <span className={styles.opener}>{g.opener} 的团</span>
          <span className={styles.missing}>{groupProgressText(g.size, g.members)}</span>
          <span className={styles.progress}>
            {g.members}/{g.size}
          </span>
          <Countdown end={g.expires_at} label="剩余" />
          {g.is_mine ? (
            <Button disabled>已参团</Button>
          ) : (
            <Button
              type="primary"
              danger
              disabled={!canJoin || g.missing === 0}
              loading={joining === g.id}
              onClick={() => onJoin(g)}
            >
              去参团
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
