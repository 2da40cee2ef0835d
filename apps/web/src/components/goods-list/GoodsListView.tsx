import { Empty } from 'antd';
import { type ReactNode, useState } from 'react';
import { useGoodsFilters } from '../../api/catalog/get-goods-filters';
import { type GoodsFilters, useGoodsList } from '../../api/catalog/get-goods-list';
import { useCommon } from '../../api/content/get-common';
import type { CategoryTree } from '../../lib/route-handle';
import { GoodsGrid } from '../GoodsGrid';
import { LoadFailed } from '../LoadFailed';
import { Pager } from '../Pager';
import { PageSpinner } from '../PageSpinner';
import styles from './GoodsListView.module.css';
import { GoodsTable } from './GoodsTable';
import { GoodsTextList } from './GoodsTextList';
import { ListFilters } from './ListFilters';
import type { ListMode, ModePaths } from './list-modes';
import { SortBar } from './SortBar';
import { useListState } from './use-list-state';

type Props = {
  mode: ListMode;
  modes: ModePaths;
  /** A channel's own markers, fixed by the route. */
  fixed?: GoodsFilters;
  tree?: CategoryTree;
  /** Shown instead of the default '暂无商品' when nothing matches. */
  empty?: ReactNode;
  /** The route fixes the category (/list/other/{id}): no category choice is offered. */
  categoryFixed?: boolean;
};

function treeFor(filters: GoodsFilters): CategoryTree {
  if (filters.zy === '2') return 'category_zy';
  if (filters.zs === '2') return 'category_zs';
  return 'category';
}

/** Filters, sorting, the goods in one of three displays, and paging, all kept in the URL. */
export function GoodsListView({ mode, modes, fixed, tree, empty, categoryFixed }: Props) {
  const state = useListState(fixed);
  const { filters, sort, order, page, update } = state;
  const list = useGoodsList({ ...filters, sort, order, page });
  const goods = list.data?.data ?? [];
  const firstShown = useFirstShown(filters, list.isPending);

  let body: ReactNode;
  if (list.isPending) {
    body = <PageSpinner padding={80} />;
  } else if (list.isError && !list.data) {
    body = <LoadFailed what="商品" query={list} />;
  } else if (goods.length === 0) {
    body = empty ?? <Empty description="暂无商品" className={styles.empty} />;
  } else if (mode === 'table') {
    body = <GoodsTable goods={goods} />;
  } else if (mode === 'text') {
    body = <GoodsTextList goods={goods} />;
  } else {
    body = <GoodsGrid goods={goods} />;
  }

  if (!firstShown) {
    return (
      <div className={styles.view}>
        <PageSpinner padding={80} />
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <ListFilters state={state} tree={tree ?? treeFor(filters)} categoryFixed={categoryFixed} />
      <SortBar state={state} total={list.data?.total} mode={mode} modes={modes} />
      <div
        className={list.isPlaceholderData ? styles.stale : undefined}
        aria-busy={list.isFetching}
      >
        {body}
      </div>
      {list.data && goods.length > 0 && (
        <Pager page={list.data} onChange={(p) => update({ page: String(p) })} />
      )}
    </div>
  );
}

/**
 * The first time the view shows, it shows whole: the category rows (from
 * /api/common), the manufacturers (/api/goods/filters, as ListFilters asks
 * them) and the goods together, so the rows do not push the goods down one
 * after another as each answers (layout shift). Later changes show as they come.
 */
function useFirstShown(filters: GoodsFilters, listPending: boolean) {
  const common = useCommon();
  const makers = useGoodsFilters(filters);
  const [shown, setShown] = useState(false);
  if (!shown && !listPending && !common.isPending && !makers.isPending) setShown(true);
  return shown;
}
