import type { AdminCategory, CategoryCreateBody, CategoryPutBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'categories';
export type CategoryTree = AdminCategory['tree'];

export const categoriesQuery = (tree: CategoryTree) =>
  queryOptions({
    queryKey: [ROOT, tree],
    queryFn: ({ signal }) =>
      api.get<AdminCategory[]>('/admin-api/categories', { query: { tree }, signal }),
    staleTime: 0,
  });

export const useCategories = (tree: CategoryTree) => useQuery(categoriesQuery(tree));

/** Create (no id), update or delete a category; the trees are read again after. */
export function useCategoryWrite() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  const opts = { meta: { inlineErrors: true }, onSuccess: done };
  return {
    create: useMutation({
      mutationFn: (body: CategoryCreateBody) => api.post<unknown>('/admin-api/categories', body),
      ...opts,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CategoryPutBody }) =>
        api.put<unknown>(`/admin-api/categories/${id}`, body),
      ...opts,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/admin-api/categories/${id}`),
      onSuccess: done,
    }),
  };
}
