import type { GoodsTag } from '@shop/contract';
import styles from './GoodsTags.module.css';

export function GoodsTags({ tags }: { tags: GoodsTag[] }) {
  const shown = tags.filter((t) => t.is_show === 1);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="商品标签">
      {shown.map((tag) => (
        <li key={tag.name} title={tag.describe || undefined}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
