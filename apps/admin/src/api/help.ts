import type {
  AdminCancellation,
  AdminHelpArticle,
  AdminNewsItem,
  CancellationRequest,
  Page,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 帮助文章, 新闻资讯 and 注销申请 (modules/content help routes, modules/cancellation).

const ARTICLES = ['help', 'articles'];
const NEWS = ['help', 'news'];
const CANCELLATIONS = ['cancellations'];

export const useHelpArticles = () =>
  useQuery({
    queryKey: ARTICLES,
    queryFn: ({ signal }) => api.get<AdminHelpArticle[]>('/admin-api/help/articles', { signal }),
    staleTime: 0,
  });

export function useHelpArticleWrite() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ARTICLES });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
        id
          ? api.put<AdminHelpArticle>(`/admin-api/help/articles/${id}`, body)
          : api.post<AdminHelpArticle>('/admin-api/help/articles', body),
      meta: { inlineErrors: true },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/admin-api/help/articles/${id}`),
      onSuccess,
    }),
  };
}

export const useNewsList = (page: number) =>
  useQuery({
    queryKey: [...NEWS, page],
    queryFn: ({ signal }) =>
      api.get<Page<AdminNewsItem>>('/admin-api/news', { query: { page }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useNewsWrite() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: NEWS });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
        id
          ? api.put<AdminNewsItem>(`/admin-api/news/${id}`, body)
          : api.post<AdminNewsItem>('/admin-api/news', body),
      meta: { inlineErrors: true },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/admin-api/news/${id}`),
      onSuccess,
    }),
  };
}

/** The editor's text as the shop will show it (the server's sanitiser; nothing saved). */
export const usePreview = () =>
  useMutation({
    mutationFn: (content: string) =>
      api.post<{ content: string }>('/admin-api/help/preview', { content }),
    meta: { inlineErrors: true },
  });

export const useCancellations = (status: string, page: number) =>
  useQuery({
    queryKey: [...CANCELLATIONS, status, page],
    queryFn: ({ signal }) =>
      api.get<Page<AdminCancellation>>('/admin-api/cancellations', {
        query: { status, page },
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
      api.post<CancellationRequest>(`/admin-api/cancellations/${id}/decide`, {
        approve: approve ? 1 : 0,
        reject_reason: reason,
      }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANCELLATIONS }),
  });
}
