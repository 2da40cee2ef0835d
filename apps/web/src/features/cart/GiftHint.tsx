import type { CartManjian } from '@shop/contract';
import { App, Button } from 'antd';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { showCartAddError } from '../../components/cart-add-errors';
import styles from './CartHints.module.css';

/** 满赠 under its activity: '已满¥X，赠送…' or '再购¥N可获赠…' (server words, modules/gifts). */
export function GiftHint({ gift }: { gift: NonNullable<CartManjian['gift']> }) {
  return (
    <li>
      <span className={`${styles.label} ${styles.manjian}`}>满赠</span>
      <span className={gift.earned ? styles.reduced : styles.next}>{gift.hint}</span>
    </li>
  );
}

/**
 * 换购 under its activity: what is missing, or, once reached, a button that
 * adds the trade-up goods as a type 5 line (priced at hg_price by the server).
 * `inCart` hides the button once the line is there.
 */
export function TradeUpHint({
  hg,
  inCart,
}: {
  hg: NonNullable<CartManjian['hg']>;
  inCart: boolean;
}) {
  const add = useAddToCart();
  const { message, modal } = App.useApp();
  const take = () =>
    add.mutate(
      { goods_id: hg.goods_id, number: 1, type: 5, is_yj: 0 },
      {
        onSuccess: () => message.success(`已加入换购：${hg.name}`),
        onError: (e) => showCartAddError(e, { message, modal }),
      },
    );
  return (
    <li>
      <span className={`${styles.label} ${styles.manjian}`}>换购</span>
      <span className={hg.earned ? styles.reduced : styles.next}>{hg.hint}</span>
      {hg.earned === 1 && !inCart && (
        <Button size="small" type="primary" danger loading={add.isPending} onClick={take}>
          立即换购
        </Button>
      )}
      {inCart && (
        <span>
          已加入（每单限 {hg.number}
          {hg.unit}）
        </span>
      )}
    </li>
  );
}
