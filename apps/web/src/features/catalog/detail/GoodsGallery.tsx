import type { Goods } from '@shop/contract';
import { useState } from 'react';
import { isSoldOut } from '../../../components/goods-path';
import styles from './GoodsGallery.module.css';

/** The large picture and its thumbnails (goods_image: list and list-mini sizes). */
export function GoodsGallery({ goods }: { goods: Goods }) {
  const images =
    goods.goods_image.length > 0
      ? goods.goods_image
      : [{ list: goods.logo, 'list-mini': goods.logo1 || goods.logo }];
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {shown && <img src={shown.list} alt={goods.name} width={380} height={380} />}
        {isSoldOut(goods) && <span className={styles.soldOut}>已售罄</span>}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="商品图片">
          {images.map((img, i) => (
            <li key={img.list}>
              <button
                type="button"
                className={i === index ? styles.current : undefined}
                onMouseEnter={() => setIndex(i)}
                onClick={() => setIndex(i)}
                aria-label={`第 ${i + 1} 张图片`}
                aria-pressed={i === index}
              >
                <img src={img['list-mini']} alt="" width={60} height={60} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
