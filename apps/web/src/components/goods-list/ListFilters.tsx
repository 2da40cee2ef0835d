import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import type { Category } from '@shop/contract';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { useGoodsFilters } from '../../api/catalog/get-goods-filters';
import { useCommon } from '../../api/content/get-common';
import type { CategoryTree } from '../../lib/route-handle';
import { findCategoryPath } from './category-path';
import styles from './ListFilters.module.css';
import type { ListState } from './use-list-state';

const MANUFACTURERS_FOLDED = 12;

type Props = { state: ListState; tree: CategoryTree; categoryFixed?: boolean | undefined };

export function ListFilters({ state, tree, categoryFixed }: Props) {
  const { filters, update } = state;
  const { data: common } = useCommon();
  const roots: Category[] = common?.[tree] ?? [];
  const selected = Number(filters.select);
  const path = selected ? findCategoryPath(roots, selected) : [];
  const current = path.at(-1);

  const { sccj } = filters;
  const { data: filterOptions } = useGoodsFilters(filters);
  // Only the categories holding goods of this list, with how many: a search
  // for 阿莫西林 offers its few categories, not every one of the tree.
  const counts = new Map((filterOptions?.categories ?? []).map((c) => [c.id, c.count]));
  const options = (current ? current.children : roots).filter((c) => counts.has(c.id));
  const [allMakers, setAllMakers] = useState(false);
  const makers = filterOptions?.manufacturers ?? [];
  const shownMakers = allMakers ? makers : makers.slice(0, MANUFACTURERS_FOLDED);

  return (
    <section className={styles.filters} aria-label="筛选条件">
      {!categoryFixed && (
        <div className={styles.row}>
          <span className={styles.label}>分类：</span>
          <div className={styles.body}>
            <nav className={styles.path} aria-label="当前分类">
              <button
                type="button"
                className={current ? styles.link : styles.current}
                onClick={() => update({ select: null })}
              >
                全部分类
              </button>
              {path.map((c) => (
                <span key={c.id}>
                  <span className={styles.sep}>&gt;</span>
                  <button
                    type="button"
                    className={c === current ? styles.current : styles.link}
                    onClick={() => update({ select: String(c.id) })}
                  >
                    {c.name}
                  </button>
                </span>
              ))}
            </nav>
            {options.length > 0 && (
              <ul className={styles.options}>
                {options.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={styles.option}
                      onClick={() => update({ select: String(c.id) })}
                    >
                      {c.name}
                      <span className={styles.count}>({counts.get(c.id)})</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      {makers.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>生产厂家：</span>
          <div className={styles.body}>
            <ul className={styles.options}>
              <li>
                <button
                  type="button"
                  className={!sccj ? styles.chosen : styles.option}
                  aria-pressed={!sccj}
                  onClick={() => update({ sccj: null })}
                >
                  全部
                </button>
              </li>
              {shownMakers.map((m) => (
                <li key={m.name}>
                  <button
                    type="button"
                    className={sccj === m.name ? styles.chosen : styles.option}
                    aria-pressed={sccj === m.name}
                    onClick={() => update({ sccj: m.name })}
                  >
                    {m.name}
                    <span className={styles.count}>({m.count})</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {makers.length > MANUFACTURERS_FOLDED && (
            <button type="button" className={styles.more} onClick={() => setAllMakers((v) => !v)}>
              {allMakers ? (
                <>
                  收起 <UpOutlined aria-hidden="true" />
                </>
              ) : (
                <>
                  更多 <DownOutlined aria-hidden="true" />
                </>
              )}
            </button>
          )}
        </div>
      )}

      <div className={styles.row}>
        <span className={styles.label}>筛选：</span>
        <div className={`${styles.body} ${styles.inline}`}>
          <Checkbox
            checked={filters.has_stock === '1'}
            onChange={(e) => update({ has_stock: e.target.checked ? '1' : null })}
          >
            仅看有货
          </Checkbox>
          {filters.keywords && (
            <span className={styles.chip}>
              关键词：{filters.keywords}
              <button
                type="button"
                aria-label="清除关键词"
                onClick={() => update({ keywords: null })}
              >
                <CloseOutlined aria-hidden="true" />
              </button>
            </span>
          )}
          {sccj && (
            <span className={styles.chip}>
              厂家：{sccj}
              <button type="button" aria-label="清除厂家" onClick={() => update({ sccj: null })}>
                <CloseOutlined aria-hidden="true" />
              </button>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
