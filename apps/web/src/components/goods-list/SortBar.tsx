import {
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BarsOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { GoodsSort, SortOrder } from '../../api/catalog/get-goods-list';
import { type ListMode, MODE_LABELS, type ModePaths } from './list-modes';
import styles from './SortBar.module.css';
import type { ListState } from './use-list-state';

const SORTS: { sort: GoodsSort; label: string; firstOrder?: SortOrder }[] = [
  { sort: 'default', label: '综合' },
  { sort: 'sale', label: '销量', firstOrder: 'desc' },
  { sort: 'price', label: '价格', firstOrder: 'asc' },
  { sort: 'new', label: '新品', firstOrder: 'desc' },
];

const MODE_ICONS: Record<ListMode, ReactNode> = {
  card: <AppstoreOutlined aria-hidden="true" />,
  table: <TableOutlined aria-hidden="true" />,
  text: <BarsOutlined aria-hidden="true" />,
};

type Props = { state: ListState; total: number | undefined; mode: ListMode; modes: ModePaths };

/**
 * A display's link keeping the list's query. A display's path may carry its
 * own query (/list/other/{id}?mode=table), which replaces the current `mode`.
 */
function modeLink(path: string, search: string): string {
  const [pathname, own] = path.split('?');
  const params = new URLSearchParams(search);
  params.delete('mode');
  for (const [k, v] of new URLSearchParams(own ?? '')) params.set(k, v);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname!;
}

export function SortBar({ state, total, mode, modes }: Props) {
  const { search } = useLocation();
  const { sort, order, update } = state;

  const choose = (s: (typeof SORTS)[number]) => {
    if (s.sort === 'default') return update({ sort: null, order: null });
    // A second click on the active sort flips its direction.
    const nextOrder =
      sort === s.sort ? (order === 'asc' ? 'desc' : 'asc') : (s.firstOrder ?? 'desc');
    update({ sort: s.sort, order: nextOrder });
  };

  const modeEntries = Object.entries(modes) as [ListMode, string][];

  return (
    <div className={styles.bar}>
      <fieldset className={styles.sorts}>
        <legend className="visually-hidden">排序</legend>
        {SORTS.map((s) => {
          const active = sort === s.sort;
          return (
            <button
              key={s.sort}
              type="button"
              className={active ? styles.active : undefined}
              aria-pressed={active}
              onClick={() => choose(s)}
            >
              {s.label}
              {s.sort !== 'default' &&
                (!active ? (
                  // An inactive sort's arrow says nothing the button's name does not.
                  <ArrowDownOutlined aria-hidden="true" />
                ) : order === 'asc' ? (
                  <ArrowUpOutlined aria-label="升序" />
                ) : (
                  <ArrowDownOutlined aria-label="降序" />
                ))}
            </button>
          );
        })}
      </fieldset>
      <div className={styles.right}>
        {total !== undefined && (
          <span className={styles.total}>
            共 <strong>{total}</strong> 件商品
          </span>
        )}
        {modeEntries.length > 1 && (
          <nav className={styles.modes} aria-label="显示方式">
            {modeEntries.map(([m, path]) => (
              <Link
                key={m}
                to={modeLink(path, search)}
                className={m === mode ? styles.modeActive : undefined}
                aria-current={m === mode ? 'page' : undefined}
              >
                {MODE_ICONS[m]} {MODE_LABELS[m]}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
