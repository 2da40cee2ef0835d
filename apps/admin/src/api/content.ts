import type {
  AdminBanner,
  AdminHotSearch,
  AdminLink,
  AdminNavItem,
  ContentItem,
  ContentKind,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'content';
/** A row of any kind: its kind's fields are there, the others are not. */
export type ContentRow = Partial<AdminNavItem & AdminBanner & AdminHotSearch & AdminLink> &
  Pick<ContentItem, 'id' | 'sort'>;

export const contentQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: [ROOT, kind],
    queryFn: ({ signal }) => api.get<ContentRow[]>(`/admin-api/content/${kind}`, { signal }),
    staleTime: 0,
  });

export const useContent = (kind: ContentKind) => useQuery(contentQuery(kind));

/** Create (no id), update, delete and reorder rows of one kind; its list is read again after. */
export function useContentWrite(kind: ContentKind) {
  const queryClient = useQueryClient();
  const base = `/admin-api/content/${kind}`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT, kind] });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
        id ? api.put<ContentRow>(`${base}/${id}`, body) : api.post<ContentRow>(base, body),
      meta: { inlineErrors: true },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`${base}/${id}`),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => api.post<ContentRow[]>(`${base}/reorder`, { ids }),
      onSuccess,
    }),
  };
}
