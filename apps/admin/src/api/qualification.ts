import type { AdminQualification, GoodsPapers, SupplierBody } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 首营资料 (docs/api-qualification.md): the shop's licences, name, licence
// number and 出库专用章 in the settings; each goods' approval documents.

const ROOT = 'qualification';

/** A file and its text fields as one multipart form. */
function formOf(file: File, fields: Record<string, string | undefined> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v ?? '');
  form.append('file', file);
  return form;
}

export const qualificationQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'shop'],
    queryFn: ({ signal }) => api.get<AdminQualification>('/admin-api/qualification', { signal }),
    staleTime: 0,
  });

export type ShopLicenceUpload = {
  kind: string;
  number: string;
  issued_on: string;
  expires_on: string;
  file: File;
};

/** Every write answers the whole card; the cache takes it as it is. */
export function useShopPapers() {
  const queryClient = useQueryClient();
  const done = (data: AdminQualification) => queryClient.setQueryData([ROOT, 'shop'], data);
  const meta = { inlineErrors: true };
  return {
    saveSupplier: useMutation({
      mutationFn: (body: SupplierBody) =>
        api.put<AdminQualification>('/admin-api/qualification/supplier', body),
      meta,
      onSuccess: done,
    }),
    uploadSeal: useMutation({
      mutationFn: (file: File) =>
        api.upload<AdminQualification>('/admin-api/qualification/seal', formOf(file)),
      meta,
      onSuccess: done,
    }),
    uploadLicence: useMutation({
      mutationFn: ({ file, ...fields }: ShopLicenceUpload) =>
        api.upload<AdminQualification>('/admin-api/qualification/licences', formOf(file, fields)),
      meta,
      onSuccess: done,
    }),
    removeLicence: useMutation({
      mutationFn: (id: number) =>
        api.delete<AdminQualification>(`/admin-api/qualification/licences/${id}`),
      onSuccess: done,
    }),
  };
}

export const goodsPapersQuery = (goodsId: number) =>
  queryOptions({
    queryKey: [ROOT, 'goods', goodsId],
    queryFn: ({ signal }) =>
      api.get<GoodsPapers>(`/admin-api/goods/${goodsId}/documents`, { signal }),
    staleTime: 0,
  });

export type GoodsPaperUpload = {
  kind: string;
  title?: string | undefined;
  number?: string | undefined;
  expires_on?: string | undefined;
  file: File;
};

export function useGoodsPapers(goodsId: number) {
  const queryClient = useQueryClient();
  const done = (data: GoodsPapers) => queryClient.setQueryData([ROOT, 'goods', goodsId], data);
  return {
    add: useMutation({
      mutationFn: ({ file, ...fields }: GoodsPaperUpload) =>
        api.upload<GoodsPapers>(`/admin-api/goods/${goodsId}/documents`, formOf(file, fields)),
      meta: { inlineErrors: true },
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api.delete<GoodsPapers>(`/admin-api/goods/${goodsId}/documents/${id}`),
      onSuccess: done,
    }),
  };
}
