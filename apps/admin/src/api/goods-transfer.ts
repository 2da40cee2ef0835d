// Many goods at once: bulk edits, the spreadsheet export (a download link) and
// the import (a multipart upload, checked first, then confirmed).

import type {
  adminGoodsQuery,
  GoodsBulkAnswer,
  GoodsBulkBody,
  GoodsImportAnswer,
  QueryOf,
} from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_MESSAGE, SERVER_BUSY } from './api-error';
import { api, buildUrl } from './client';

export type { GoodsBulkBody };

type GoodsQuery = QueryOf<typeof adminGoodsQuery>;
/** POST /admin-api/goods/import: the rows checked, and (confirmed) written. */
export type ImportReport = GoodsImportAnswer;
export type ExportFilters = Omit<GoodsQuery, 'page' | 'page_size'>;

export function useBulkGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoodsBulkBody) => api.post<GoodsBulkAnswer>('/admin-api/goods/bulk', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goods'] }),
  });
}

/** The download address of the whole filtered list; the session cookie goes along. */
export const exportUrl = (filters: ExportFilters, format: 'xlsx' | 'csv') =>
  buildUrl('/admin-api/goods/export', { ...filters, format });

/**
 * Uploads the file (the JSON client cannot send multipart). confirm=false
 * only checks; confirm=true writes the good rows.
 */
export async function uploadImport(file: File, confirm: boolean): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(buildUrl('/admin-api/goods/import', { confirm: confirm ? 1 : 0 }), {
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
    data?: ImportReport;
  } | null;
  if (body?.code === 10000 && body.data) return body.data;
  const status = response.status;
  if (!body || status >= 500) throw new ApiError('server', SERVER_BUSY, { status });
  const kind =
    status === 401
      ? 'auth'
      : status === 403
        ? 'forbidden'
        : status === 422
          ? 'validation'
          : 'business';
  throw new ApiError(kind, body.msg || '导入失败', { status, code: body.code });
}

export function useImportGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm: boolean }) =>
      uploadImport(file, confirm),
    meta: { inlineErrors: true },
    onSuccess: (_, { confirm }) => {
      if (confirm) return queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}
