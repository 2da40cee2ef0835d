import type { GoodsFilters } from '../../../api/catalog/get-goods-list';
import type { FocusPosition } from '../../../api/content/get-focus';
import type { ModePaths } from '../../../components/goods-list/list-modes';
import type { CategoryTree } from '../../../lib/route-handle';

/**
 * A goods channel: the catalogue narrowed to goods with one flag (优选, 器械, 中药 ...).
 * Not a promotion: its goods sell at their ordinary prices.
 */
export type ChannelKey = 'yx' | 'qxzq' | 'bjp' | 'zyyp' | 'zszq' | 'jxqzc' | 'kxzq';

export type Channel = {
  title: string;
  /** The list filter this channel stands for. */
  filter: GoodsFilters;
  /** Spec section 2: the marker category links carry inside this channel, if any. */
  menuMarker?: Record<string, string>;
  tree: CategoryTree;
  modes: ModePaths;
  /** The zone's banner position (GET /api/focus/{position}). */
  banner: FocusPosition;
};

export const CHANNELS: Record<ChannelKey, Channel> = {
  yx: {
    title: '优选专区',
    filter: { yx: '1' },
    menuMarker: { yx: '1' },
    tree: 'category',
    modes: { card: '/yx', table: '/yx/table' },
    banner: 'yx',
  },
  qxzq: {
    title: '器械专区',
    filter: { qx: '2' },
    menuMarker: { qx: '2' },
    tree: 'category',
    modes: { card: '/qxzq' },
    banner: 'qxzq',
  },
  bjp: {
    title: '保健品',
    filter: { bjp: '1' },
    menuMarker: { bjp: '1' },
    tree: 'category',
    modes: { card: '/bjp' },
    banner: 'bjp',
  },
  zyyp: {
    title: '中药饮片',
    filter: { zy: '2' },
    menuMarker: { zy: '2' },
    tree: 'category_zy',
    modes: { card: '/zyyp' },
    banner: 'zyzq',
  },
  zszq: {
    title: '诊所专区',
    filter: { zs: '2' },
    menuMarker: { zs: '2' },
    tree: 'category_zs',
    modes: { card: '/zszq' },
    banner: 'zszq',
  },
  jxqzc: {
    title: '近效期专场',
    filter: { jxq: '1' },
    tree: 'category',
    modes: { card: '/jxqzc' },
    banner: 'jxqzc',
  },
  kxzq: {
    title: '控销专区',
    filter: { kxpz: '1' },
    tree: 'category',
    modes: { card: '/kxzq' },
    banner: 'kxzq',
  },
};
