import type {
  AdminCouponTemplate,
  adminCouponTemplatesQuery,
  CouponTemplateCreateBody,
  CouponTemplatePutBody,
  Page,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'coupon-templates';

export type TemplatesQuery = QueryOf<typeof adminCouponTemplatesQuery>;

export const templatesQuery = (query: TemplatesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminCouponTemplate>>('/admin-api/coupon-templates', { query, signal }),
    staleTime: 0,
  });

export const useTemplate = (id: number | null) =>
  useQuery({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminCouponTemplate>(`/admin-api/coupon-templates/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Creates (no id) or edits a template. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number | undefined;
      body: CouponTemplateCreateBody | CouponTemplatePutBody;
    }) =>
      id
        ? api.put<AdminCouponTemplate>(`/admin-api/coupon-templates/${id}`, body)
        : api.post<AdminCouponTemplate>('/admin-api/coupon-templates', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Stops claims (false) or lets them start again (true). */
export function useSetTemplateEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.post<AdminCouponTemplate>(
        `/admin-api/coupon-templates/${id}/${enabled ? 'start' : 'stop'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
