import type { BrandFocus, BrandPage, Goods, Page } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** 品牌专区: the shown brands, a page at a time (GET /api/brand). */
export const useBrands = (page: number) =>
  useQuery({
    queryKey: ['brands', page],
    queryFn: async ({ signal }) =>
      (await api.get<BrandPage>('/api/brand', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** A brand's head: its facts and banner (GET /api/focus/brand/{id}). */
export const useBrandFocus = (id: number) =>
  useQuery({
    queryKey: ['brands', 'focus', id],
    queryFn: async ({ signal }) =>
      (await api.get<BrandFocus>(`/api/focus/brand/${id}`, { signal })).data,
    enabled: id > 0,
    staleTime: 60_000,
    retry: false,
  });

/** A brand's goods; under the goods root, so prices follow the buyer's session. */
export const useBrandGoods = (id: number, page: number) =>
  useQuery({
    queryKey: [GOODS_QUERY_ROOT, 'brand', id, page],
    queryFn: async ({ signal }) =>
      (await api.get<Page<Goods>>(`/api/brand/${id}/goods`, { query: { page }, signal })).data,
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
