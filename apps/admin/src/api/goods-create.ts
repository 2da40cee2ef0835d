import type { AdminGoods, GoodsCreateBody, Instructions, InstructionsBody } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_MESSAGE, SERVER_BUSY } from './api-error';
import { api } from './client';

// 新增商品, the full edit, pictures and the 说明书 (docs/api-admin.md "Goods").

const ROOT = 'goods';

export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Partial<GoodsCreateBody> }) =>
      id
        ? api.put<AdminGoods>(`/admin-api/goods/${id}`, body)
        : api.post<AdminGoods>('/admin-api/goods', body),
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
