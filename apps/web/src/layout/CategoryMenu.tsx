import { MenuOutlined, RightOutlined } from '@ant-design/icons';
import type { Category } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCommon } from '../api/content/get-common';
import type { CategoryTree } from '../lib/route-handle';
import styles from './CategoryMenu.module.css';
import { categoryTarget } from './category-target';

/** Spec section 9: the menu shows the first 7 top-level categories. */
const MENU_SIZE = 7;

type Props = {
  /** Always open (home); elsewhere it opens on hover. */
  pinned: boolean;
  tree: CategoryTree;
  marker: Record<string, string> | undefined;
  viaLoading: boolean;
};

export function CategoryMenu({ pinned, tree, marker, viaLoading }: Props) {
  const { data: common } = useCommon();
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const categories = (common?.[tree] ?? []).slice(0, MENU_SIZE);
  const current = categories.find((c) => c.id === hovered);
  const show = pinned || open;
  const to = (c: Category) => categoryTarget(c.id, marker, viaLoading);
  const close = () => {
    setOpen(false);
    setHovered(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only opens the menu; its links take focus
    <div
      className={styles.menu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={() => setOpen(true)}
    >
      <div className={styles.trigger}>
        <MenuOutlined aria-hidden="true" /> 全部商品分类
      </div>
      {show && categories.length > 0 && (
        <nav className={styles.panel} aria-label="商品分类" onMouseLeave={() => setHovered(null)}>
          <ul className={styles.list}>
            {categories.map((c) => (
              <li
                key={c.id}
                className={`${styles.item} ${c.id === hovered ? styles.hovered : ''}`}
                onMouseEnter={() => setHovered(c.id)}
              >
                <Link
                  to={to(c)}
                  className={styles.itemLink}
                  onClick={close}
                  onFocus={() => setHovered(c.id)}
                >
                  {c.name}
                </Link>
                {c.children.length > 0 && (
                  <RightOutlined className={styles.arrow} aria-hidden="true" />
                )}
              </li>
            ))}
          </ul>
          {current && current.children.length > 0 && (
            <div className={styles.flyout}>
              <p className={styles.flyoutTitle}>
                <Link to={to(current)} onClick={close} className={styles.titleLink}>
                  {current.name}
                  <RightOutlined aria-hidden="true" />
                </Link>
              </p>
              {current.children.every((child) => child.children.length === 0) ? (
                <ul className={styles.leaves}>
                  {current.children.map((child) => (
                    <li key={child.id}>
                      <Link to={to(child)} onClick={close} className={styles.leafLink}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                current.children.map((child) => (
                  <dl key={child.id} className={styles.group}>
                    <dt className={styles.groupHead}>
                      <Link to={to(child)} onClick={close} className={styles.groupTitle}>
                        {child.name}
                        <RightOutlined aria-hidden="true" />
                      </Link>
                    </dt>
                    <dd className={styles.groupBody}>
                      {child.children.map((leaf) => (
                        <Link
                          key={leaf.id}
                          to={to(leaf)}
                          onClick={close}
                          className={styles.leafLink}
                        >
                          {leaf.name}
                        </Link>
                      ))}
                    </dd>
                  </dl>
                ))
              )}
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
