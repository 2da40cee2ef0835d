import type {
  AdminBrand,
  AdminBrandBody,
  AdminBrandGoods,
  AdminFranchiseApplication,
  Page,
  PageQuery,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_MESSAGE, SERVER_BUSY } from './api-error';
import { api } from './client';

// 品牌专区 and 加盟专区 in the console (docs/api-zones.md).

const BRANDS = 'brands';
const FRANCHISE = 'franchise';

export const brandsQuery = (query: PageQuery & { name?: string | undefined }) =>
  queryOptions({
    queryKey: [BRANDS, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminBrand>>('/admin-api/brands', { query, signal }),
    staleTime: 0,
  });

export const brandGoodsQuery = (id: number, query: PageQuery) =>
  queryOptions({
    queryKey: [BRANDS, 'goods', id, query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminBrandGoods>>(`/admin-api/brands/${id}/goods`, { query, signal }),
    staleTime: 0,
  });

/** Creates (no id) or edits a brand. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: AdminBrandBody }) =>
      id
        ? api.put<AdminBrand>(`/admin-api/brands/${id}`, body)
        : api.post<AdminBrand>('/admin-api/brands', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BRANDS] }),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin-api/brands/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BRANDS] }),
  });
}

/** Links goods to a brand (link) or takes them out of it. */
export function useBrandGoodsChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsIds, add }: { goodsIds: number[]; add: boolean }) =>
      api.post(`/admin-api/brands/${id}/goods${add ? '' : '/remove'}`, { goods_ids: goodsIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BRANDS] }),
  });
}

/** Uploads a logo or banner; the answer is the path the brand form saves. */
export async function uploadBrandPicture(kind: 'logo' | 'banner', file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/admin-api/brands/picture?kind=${kind}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError('network', NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: { url: string };
  } | null;
  if (body?.code === 10000 && body.data) return body.data.url;
  const status = response.status;
  if (!body || status >= 500) throw new ApiError('server', SERVER_BUSY, { status });
  const kindOf = status === 401 ? 'auth' : status === 403 ? 'forbidden' : 'validation';
  throw new ApiError(kindOf, body.msg || '上传失败', { status, code: body.code });
}

export const franchiseApplicationsQuery = (
  query: PageQuery & { status?: AdminFranchiseApplication['status'] | undefined },
) =>
  queryOptions({
    queryKey: [FRANCHISE, 'applications', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminFranchiseApplication>>('/admin-api/franchise/applications', {
        query,
        signal,
      }),
    staleTime: 0,
  });

export function useDecideFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      note,
    }: {
      id: number;
      status: 'approved' | 'declined';
      note: string;
    }) =>
      api.post<AdminFranchiseApplication>(`/admin-api/franchise/applications/${id}/decide`, {
        status,
        note,
      }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FRANCHISE] }),
  });
}

export const franchiseGoodsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [FRANCHISE, 'goods', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminBrandGoods>>('/admin-api/franchise/goods', { query, signal }),
    staleTime: 0,
  });

export function useFranchiseGoodsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsIds, add }: { goodsIds: number[]; add: boolean }) =>
      api.post(`/admin-api/franchise/goods${add ? '' : '/remove'}`, { goods_ids: goodsIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FRANCHISE] }),
  });
}
