import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Goods } from '@shop/contract';
import { useRef, useState } from 'react';
import { isSoldOut } from '../../../components/goods-path';
import styles from './GoodsGallery.module.css';

/** Thumbnails shown at once; more scroll (or swipe) in the same row (spec section 9). */
const THUMBS_SHOWN = 5;

/** The large picture and its thumbnails (goods_image: list and list-mini sizes). */
export function GoodsGallery({ goods }: { goods: Goods }) {
  const images =
    goods.goods_image.length > 0
      ? goods.goods_image
      : [{ list: goods.logo, 'list-mini': goods.logo1 || goods.logo }];
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)];
  const strip = useRef<HTMLUListElement>(null);
  const scrolls = images.length > THUMBS_SHOWN;
  // One thumbnail's width (with its gap) per press of an arrow.
  const step = (dir: -1 | 1) => {
    const first = strip.current?.firstElementChild as HTMLElement | null;
    strip.current?.scrollBy({ left: dir * ((first?.offsetWidth ?? 64) + 6), behavior: 'smooth' });
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {shown && <img src={shown.list} alt={goods.name} width={380} height={380} />}
        {isSoldOut(goods) && <span className={styles.soldOut}>已售罄</span>}
      </div>
      {images.length > 1 && (
        <div className={styles.strip}>
          {scrolls && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="上一组图片"
              onClick={() => step(-1)}
            >
              <LeftOutlined aria-hidden="true" />
            </button>
          )}
          <ul
            ref={strip}
            className={scrolls ? `${styles.thumbs} ${styles.scrolling}` : styles.thumbs}
            aria-label="商品图片"
          >
            {images.map((img, i) => (
              <li key={img.list}>
                <button
                  type="button"
                  className={i === index ? styles.current : undefined}
                  onMouseEnter={() => setIndex(i)}
                  onClick={() => setIndex(i)}
                  onFocus={(e) =>
                    e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                  }
                  aria-label={`第 ${i + 1} 张图片`}
                  aria-pressed={i === index}
                >
                  <img src={img['list-mini']} alt="" width={60} height={60} />
                </button>
              </li>
            ))}
          </ul>
          {scrolls && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="下一组图片"
              onClick={() => step(1)}
            >
              <RightOutlined aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
