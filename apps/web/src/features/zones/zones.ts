import type { GoodsFilters } from '../../api/get-goods-list';
import type { ModePaths } from '../../components/goods-list/list-modes';
import type { CategoryTree } from '../../lib/route-handle';

export type ZoneKey = 'yx' | 'qxzq' | 'bjp' | 'zyyp' | 'zszq' | 'jxqzc' | 'kxzq';

export type Zone = {
  title: string;
  /** The list filter this zone stands for. */
  filter: GoodsFilters;
  /** Spec section 2: the marker category links carry inside this zone, if any. */
  menuMarker?: Record<string, string>;
  tree: CategoryTree;
  modes: ModePaths;
};

export const ZONES: Record<ZoneKey, Zone> = {
  yx: {
    title: '优选专区',
    filter: { yx: '1' },
    menuMarker: { yx: '1' },
    tree: 'category',
    modes: { card: '/yx', table: '/yx/table' },
  },
  qxzq: {
    title: '器械专区',
    filter: { qx: '2' },
    menuMarker: { qx: '2' },
    tree: 'category',
    modes: { card: '/qxzq' },
  },
  bjp: {
    title: '保健品',
    filter: { bjp: '1' },
    menuMarker: { bjp: '1' },
    tree: 'category',
    modes: { card: '/bjp' },
  },
  zyyp: {
    title: '中药饮片',
    filter: { zy: '2' },
    menuMarker: { zy: '2' },
    tree: 'category_zy',
    modes: { card: '/zyyp' },
  },
  zszq: {
    title: '诊所专区',
    filter: { zs: '2' },
    menuMarker: { zs: '2' },
    tree: 'category_zs',
    modes: { card: '/zszq' },
  },
  jxqzc: {
    title: '近效期专场',
    filter: { jxq: '1' },
    tree: 'category',
    modes: { card: '/jxqzc' },
  },
  kxzq: {
    title: '控销专区',
    filter: { kxpz: '1' },
    tree: 'category',
    modes: { card: '/kxzq' },
  },
};
