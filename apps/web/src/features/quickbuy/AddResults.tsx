import type { FastBuyCartResult } from '@shop/contract';
import styles from './QuickBuyPage.module.css';

/** What happened to each line: added (perhaps with a changed number) or why not. */
export function AddResults({ result }: { result: FastBuyCartResult }) {
  return (
    <div className={styles.results} role="status">
      <p>
        已加入购物车 <strong>{result.added}</strong> 种商品
        {result.rows.length > result.added && `，${result.rows.length - result.added} 种未加入`}。
      </p>
      <ul>
        {result.rows.map((r) => (
          <li key={r.goods_id} className={r.added ? styles.added : styles.refused}>
            {r.name || `商品 ${r.goods_id}`}：{r.added ? `已加入 ${r.number}` : '未加入'}
            {r.note && `（${r.note}）`}
          </li>
        ))}
      </ul>
    </div>
  );
}
