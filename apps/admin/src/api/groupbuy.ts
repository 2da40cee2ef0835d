import type {
  AdminGroup,
  AdminGroupbuy,
  adminGroupbuyQuery,
  adminGroupsQuery,
  GroupbuyCreateBody,
  GroupbuyPutBody,
  Page,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 拼团 activities and groups (docs/api-groupbuy.md).

const ROOT = 'groupbuy';

export type GroupbuyQuery = QueryOf<typeof adminGroupbuyQuery>;
export type GroupsQuery = QueryOf<typeof adminGroupsQuery>;

export const groupbuyListQuery = (query: GroupbuyQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminGroupbuy>>('/admin-api/groupbuy/activities', { query, signal }),
    staleTime: 0,
  });

export const groupsQuery = (query: GroupsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'groups', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminGroup>>('/admin-api/groupbuy/groups', { query, signal }),
    staleTime: 0,
  });

export const useGroupbuy = (id: number | null) =>
  useQuery({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminGroupbuy>(`/admin-api/groupbuy/activities/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Creates (no id) or edits an activity; a conflict (overlap) is shown in the form. */
export function useSaveGroupbuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number | undefined;
      body: GroupbuyCreateBody | GroupbuyPutBody;
    }) =>
      id
        ? api.put<AdminGroupbuy>(`/admin-api/groupbuy/activities/${id}`, body)
        : api.post<AdminGroupbuy>('/admin-api/groupbuy/activities', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Stops an activity (false) or starts it again (true). */
export function useSetGroupbuyEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.post<AdminGroupbuy>(`/admin-api/groupbuy/activities/${id}/${enabled ? 'start' : 'stop'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
