import type { CartManjian } from '@shop/contract';
import { GiftMark } from './GiftMark';

/**
 * Step 2: the gifts the order will add at ¥0.00 (earned 满赠 of its
 * activities). The order adds a gift only while its stock lasts, so this
 * says so.
 */
export function GiftLines({ manjians }: { manjians: CartManjian[] }) {
  const earned = manjians.flatMap((m) => (m.gift && m.gift.earned === 1 ? [m.gift] : []));
  if (earned.length === 0) return null;
  return (
    <ul style={{ margin: '8px 0 0', paddingLeft: 0, listStyle: 'none' }} aria-label="赠品">
      {earned.map((g) => (
        <li key={g.goods_id} style={{ padding: '4px 0' }}>
          <GiftMark show />
          {g.name} × {g.number}
          {g.unit} <strong>¥0.00</strong>
          <span style={{ color: '#6b6b6b', marginLeft: 8 }}>赠品数量有限，送完即止</span>
        </li>
      ))}
    </ul>
  );
}
