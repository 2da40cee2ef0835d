import type { NewsDetail, NewsPage, NewsType } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export const newsQueryOptions = (type: NewsType, page: number) =>
  queryOptions({
    queryKey: ['news', type, page],
    queryFn: async ({ signal }) =>
      (await api.get<NewsPage>('/api/news', { query: { type, page }, signal })).data,
    placeholderData: keepPreviousData,
  });

/** A page of industry or company news, newest first. */
export const useNews = (type: NewsType, page: number) => useQuery(newsQueryOptions(type, page));

export const newsInfoQueryOptions = (id: number, type: NewsType) =>
  queryOptions({
    queryKey: ['news', 'info', id, type],
    queryFn: async ({ signal }) =>
      (await api.get<NewsDetail>(`/api/news/info/${id}/${type}`, { signal })).data,
    meta: { inlineErrors: true },
    retry: false,
  });

/** One news item with its previous and next within the type. */
export const useNewsInfo = (id: number, type: NewsType) => useQuery(newsInfoQueryOptions(id, type));
