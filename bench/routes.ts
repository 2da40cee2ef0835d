import type { Catalogue } from './catalogue.ts';
import type { Figures } from './drive.ts';
import { seededRandom, shuffled, truncatedGeometric, zipf } from './random.ts';

// The three catalogue routes as buyers spread their requests over them
// (DESIGN.md, Performance notes), with the target for each.

export type Target = { text: string; met(shop: Figures, ratio: number): boolean };

export type Route = {
  name: string;
  target: Target;
  /** One request path, drawn with the given randomness. */
  path(random: () => number): string;
};

/** The list's default page size, which both servers use when the request names none. */
export const PAGE_SIZE = 20;
/** Zipf exponent: the k-th most popular item is asked for 1/k as often as the first. */
const ZIPF_S = 1;
const SEARCH_PREFIXES = 2000;
/** Share of list requests for page 1; each later page gets (1 - share) times the one before. */
const FIRST_PAGE_SHARE = 0.5;
const SORT_BY_SALES = 0.15;
const SORT_BY_PRICE = 0.15;

export function catalogueRoutes(catalogue: Catalogue, seed: string): Route[] {
  const popularity = seededRandom(`${seed}|popularity`);
  // Shuffled first so popularity does not follow id order or catalogue order.
  const goods = shuffled(catalogue.goodsIds, popularity);
  const goodsRank = zipf(goods.length, ZIPF_S);
  const prefixes = shuffled(catalogue.prefixes, popularity).slice(0, SEARCH_PREFIXES);
  const prefixRank = zipf(prefixes.length, ZIPF_S);
  const { categories } = catalogue;

  return [
    {
      name: 'goods list',
      target: { text: 'p99 <= 60 ms', met: (shop) => shop.p99 <= 60 },
      path(random) {
        const c = categories[Math.floor(random() * categories.length)]!;
        const page = truncatedGeometric(c.pages, FIRST_PAGE_SHARE, random());
        const u = random();
        const sort =
          u < SORT_BY_SALES ? '&sort=sale' : u < SORT_BY_SALES + SORT_BY_PRICE ? '&sort=price' : '';
        return `/api/goods/list?select=${c.id}&page=${page}${sort}`;
      },
    },
    {
      name: 'goods detail',
      target: { text: '>= 0.7 x bare', met: (_shop, ratio) => ratio >= 0.7 },
      path: (random) => `/api/goods/detail/${goods[goodsRank(random)]}`,
    },
    {
      name: 'search suggestions',
      target: {
        text: '>= 2,500 req/s, p99 <= 40 ms',
        met: (shop) => shop.rps >= 2500 && shop.p99 <= 40,
      },
      path: (random) =>
        `/api/goods/search?keywords=${encodeURIComponent(prefixes[prefixRank(random)]!)}`,
    },
  ];
}
