import type { AdminCombination } from '@shop/contract';

/** The package as the buyer's /zhzq card shows it: goods, package price, saving. */
export function CombinationPreview({ c }: { c: AdminCombination }) {
  return (
    <div style={{ width: 320 }}>
      <strong>{c.title}</strong>
      <ul style={{ margin: '6px 0', paddingLeft: 18 }}>
        {c.goods.map((g) => (
          <li key={g.id}>
            {g.name} {g.ypgg} × {g.number}
            {g.bzdw}（单买 ¥{g.price}）
          </li>
        ))}
      </ul>
      <div style={{ color: '#f0302c' }}>
        套餐价 <b style={{ fontSize: 18 }}>¥{c.price}</b>
        <s style={{ color: '#999', marginLeft: 8 }}>¥{c.ori_price}</s>
        {c.saving !== '0.00' && <span style={{ marginLeft: 8 }}>省¥{c.saving}</span>}
      </div>
    </div>
  );
}
