import type { HelpArticle } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export const helpArticleQueryOptions = (group: string, slug: string) =>
  queryOptions({
    queryKey: ['help', 'article', group, slug],
    queryFn: async ({ signal }) =>
      (await api.get<HelpArticle>(`/api/help/article/${group}/${slug}`, { signal })).data,
    meta: { inlineErrors: true },
    retry: false,
  });

/** One help article; its content is HTML the server sanitised. */
export const useHelpArticle = (group: string, slug: string) =>
  useQuery(helpArticleQueryOptions(group, slug));
