import { HeartFilled, HeartOutlined, LoadingOutlined } from '@ant-design/icons';
import type { Goods } from '@shop/contract';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useToggleFavorite } from '../api/favorites/toggle-favorite';
import styles from './FavoriteButton.module.css';

/** 收藏 / 已收藏 toggle with its own loading state (spec section 4). */
export function FavoriteButton({
  goods,
  size = 'sm',
}: {
  goods: Pick<Goods, 'id' | 'is_favorite'>;
  size?: 'sm' | 'lg';
}) {
  const toggle = useToggleFavorite();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const favorite = goods.is_favorite === 1;

  const onClick = () =>
    toggle.mutate(
      { goodsId: goods.id, favorite: !favorite },
      {
        onSuccess: (msg) => {
          if (favorite) {
            message.success(msg || '取消收藏成功');
            return;
          }
          const key = `favorite-${goods.id}`;
          message.success({
            key,
            content: (
              <span>
                {msg || '收藏成功'}
                <button
                  type="button"
                  className={styles.view}
                  onClick={() => {
                    message.destroy(key);
                    navigate('/star');
                  }}
                >
                  查看收藏
                </button>
              </span>
            ),
          });
        },
      },
    );

  const icon = toggle.isPending ? (
    <LoadingOutlined aria-hidden="true" />
  ) : favorite ? (
    <HeartFilled aria-hidden="true" />
  ) : (
    <HeartOutlined aria-hidden="true" />
  );
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[size]} ${favorite ? styles.on : ''}`}
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={favorite}
      aria-busy={toggle.isPending}
    >
      {icon}
      <span>{favorite ? '已收藏' : '收藏'}</span>
    </button>
  );
}
