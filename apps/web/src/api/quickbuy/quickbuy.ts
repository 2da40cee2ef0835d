import type { FastBuyCartResult, FastBuyItem, FastBuyMatchResult, Page } from '@shop/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, type FieldErrors, SERVER_BUSY } from '../api-error';
import { refreshCart } from '../cart/cart-cache';
import { api } from '../client';

export type FastBuyOrder = 'date' | 'times' | 'name';

export const FAST_BUY_TEMPLATE_URL = '/api/user/fast-buy/template';
/** Lines per call: the form encoding's lists stop at 200 entries. */
const LINES_PER_CALL = 100;

export const fastBuyQueryOptions = (page: number, order: FastBuyOrder) =>
  queryOptions({
    queryKey: ['fast-buy', page, order],
    queryFn: async ({ signal }) =>
      (await api.get<Page<FastBuyItem>>('/api/user/fast-buy', { query: { page, order }, signal }))
        .data,
    placeholderData: keepPreviousData,
  });

export const useFastBuy = (page: number, order: FastBuyOrder) =>
  useQuery(fastBuyQueryOptions(page, order));

export type FastBuyLine = { goods_id: number; number: number };

/** Adds the lines (in calls of 100); the rows of every call, in order. */
export async function addFastBuyLines(lines: FastBuyLine[]): Promise<FastBuyCartResult> {
  const out: FastBuyCartResult = { total: 0, added: 0, rows: [] };
  for (let i = 0; i < lines.length; i += LINES_PER_CALL) {
    const items = lines.slice(i, i + LINES_PER_CALL);
    const r = (await api.post<FastBuyCartResult>('/api/user/fast-buy/cart', { body: { items } }))
      .data;
    out.total = r.total;
    out.added += r.added;
    out.rows.push(...r.rows);
  }
  return out;
}

export function useAddFastBuyLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFastBuyLines,
    onSuccess: (r) => refreshCart(queryClient, r.total),
  });
}

/** Uploads a CSV or .xlsx list; the matched rows come back (multipart, so not the form client). */
export async function uploadFastBuyList(file: File): Promise<FastBuyMatchResult> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/user/fast-buy/upload', {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError('network', '网络连接失败，请检查网络后重试', { status: 0 });
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: FastBuyMatchResult;
    errors?: FieldErrors;
  } | null;
  if (envelope?.code === 10000 && envelope.data) return envelope.data;
  const status = response.status;
  if (status === 401) throw new ApiError('auth', envelope?.msg || '请先登录', { status });
  if (status >= 500 || !envelope) throw new ApiError('server', SERVER_BUSY, { status });
  const first = envelope.errors ? Object.values(envelope.errors)[0]?.[0] : undefined;
  throw new ApiError(
    status === 422 ? 'validation' : 'business',
    first || envelope.msg || '上传失败',
    {
      status,
      code: envelope.code ?? status,
      ...(envelope.errors ? { errors: envelope.errors } : {}),
    },
  );
}

export const pasteFastBuyList = async (text: string) =>
  (await api.post<FastBuyMatchResult>('/api/user/fast-buy/paste', { body: { text } })).data;

export function useMatchFastBuyList() {
  return useMutation({
    mutationFn: (input: { file: File } | { text: string }) =>
      'file' in input ? uploadFastBuyList(input.file) : pasteFastBuyList(input.text),
    meta: { inlineErrors: true },
  });
}
