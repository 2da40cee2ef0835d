import type { GoodsCreateBody, Instructions, InstructionsBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_MESSAGE, SERVER_BUSY } from './api-error';
import { api } from './client';
import type { AdminGoods } from './types';

// 新增商品, the full edit, pictures and the 说明书 (docs/api-admin.md "Goods").

/** The console's view of a goods with the fields creation added. */
export type FullGoods = AdminGoods & {
  is_xq: 0 | 1;
  ladder_price: { number: number; price: string }[];
  zone_category_id: number;
  ck_id: number;
  type: number;
  activity_type: number;
  is_youx: 0 | 1;
  is_clinic: 0 | 1;
  is_device: 0 | 1;
  is_health: 0 | 1;
  is_kxpz: 0 | 1;
  free_shipping_number: number;
  tags: { name: string; describe: string; is_show: 0 | 1; is_jump: 0 | 1 }[];
  images: string[];
  goods_image: { list: string; 'list-mini': string }[];
};

const ROOT = 'goods';

export const goodsOneQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'one', id],
    queryFn: ({ signal }) => api.get<FullGoods>(`/admin-api/goods/${id}`, { signal }),
    staleTime: 0,
  });
export const useGoodsOne = (id: number, enabled = true) =>
  useQuery({ ...goodsOneQuery(id), enabled });

export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Partial<GoodsCreateBody> }) =>
      id
        ? api.put<FullGoods>(`/admin-api/goods/${id}`, body)
        : api.post<FullGoods>('/admin-api/goods', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** One picture (the JSON client cannot send multipart). */
export async function uploadGoodsImage(id: number, file: File): Promise<string[]> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/admin-api/goods/${id}/images`, {
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
    data?: { images: string[] };
  } | null;
  if (body?.code === 10000 && body.data) return body.data.images;
  const status = response.status;
  if (!body || status >= 500) throw new ApiError('server', SERVER_BUSY, { status });
  const kind = status === 401 ? 'auth' : status === 403 ? 'forbidden' : 'validation';
  throw new ApiError(kind, body.msg || '上传失败', { status, code: body.code });
}

export function useGoodsImages(id: number) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    upload: useMutation({
      mutationFn: (file: File) => uploadGoodsImage(id, file),
      meta: { inlineErrors: true },
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (n: number) =>
        api.delete<{ images: string[] }>(`/admin-api/goods/${id}/images/${n}`),
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: (images: string[]) =>
        api.put<{ images: string[] }>(`/admin-api/goods/${id}/images`, { images }),
      onSuccess: done,
    }),
  };
}

export const instructionsQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'instructions', id],
    queryFn: ({ signal }) =>
      api.get<Instructions>(`/admin-api/goods/${id}/instructions`, { signal }),
    staleTime: 0,
  });

export function usePutInstructions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructionsBody) =>
      api.put<Instructions>(`/admin-api/goods/${id}/instructions`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT, 'instructions', id] }),
  });
}
