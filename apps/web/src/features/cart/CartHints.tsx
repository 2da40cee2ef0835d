import type { CartState, ShippingData } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isPositiveYuan } from '../../lib/money';
import styles from './CartHints.module.css';
import { GiftHint, TradeUpHint } from './GiftHint';

/** Free-shipping and full-reduction hints above the lines (spec section 9). */
export function CartHints({ state }: { state: CartState }) {
  const shipping = state.shipping_data;
  const selected = state.data.filter((l) => l.is_selected === 1 && l.can_buy === 1);
  const preferredSelected = selected.some((l) => l.goods.is_youx === 1);
  const manjians = state.activity_data.manjians.filter((m) => m.hint || isPositiveYuan(m.reduce));

  const shippingHint = shippingText(shipping, selected.length > 0);

  if (!shippingHint && manjians.length === 0) return null;
  return (
    <ul className={styles.hints}>
      {shippingHint && (
        <li>
          <span className={styles.label}>包邮</span>
          {shippingHint}
        </li>
      )}
      {preferredSelected && isPositiveYuan(shipping.youx_remaining) && (
        <li>
          <span className={styles.label}>优选</span>
          优选商品还差 <em>{shipping.youx_remaining}</em> 元包邮（满 {shipping.youx_shipping_amount}{' '}
          元包邮）
        </li>
      )}
      {manjians.map((m) => (
        <li key={m.id}>
          <span className={`${styles.label} ${styles.manjian}`}>满减</span>
          {m.title}
          {isPositiveYuan(m.reduce) && <span className={styles.reduced}>已减 {m.reduce} 元</span>}
          {m.hint && <span className={styles.next}>{m.hint}</span>}
        </li>
      ))}
      {manjians.flatMap((m) => (m.gift ? [<GiftHint key={`gift-${m.id}`} gift={m.gift} />] : []))}
      {manjians.flatMap((m) =>
        m.hg
          ? [
              <TradeUpHint
                key={`hg-${m.id}`}
                hg={m.hg}
                inCart={state.data.some((l) => l.type === 5 && l.goods.id === m.hg!.goods_id)}
              />,
            ]
          : [],
      )}
    </ul>
  );
}

/** '还差 X 元包邮' while the selected amount is under the threshold (remaining from the server). */
function shippingText(shipping: ShippingData, anySelected: boolean): ReactNode {
  if (!isPositiveYuan(shipping.shipping_amount)) return null;
  if (isPositiveYuan(shipping.remaining)) {
    return (
      <>
        还差 <em>{shipping.remaining}</em> 元包邮（满 {shipping.shipping_amount} 元包邮）
        <Link to="/list">去凑单</Link>
      </>
    );
  }
  return anySelected ? <>已满 {shipping.shipping_amount} 元，免运费</> : null;
}
