import type { AdminLot, LotAdjustBody, LotImportAnswer } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from './client';

// 批次: a goods' lots, receiving (入库), adjusting, the 药检报告 and the
// spreadsheet import (docs/api-admin.md "Lots"). A lot changes the goods'
// stock and ledger, so every write refreshes everything under 'goods'.

export type { AdminLot, LotImportAnswer };

const ROOT = 'goods';

/** A goods' lots in FEFO order (the server's: expiry, received, id). */
export const lotsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: [ROOT, 'lots', goodsId],
    queryFn: ({ signal }) =>
      api.get<{ list: AdminLot[] }>(`/admin-api/goods/${goodsId}/lots`, { signal }),
    staleTime: 0,
  });

/** The template's download address; the session cookie goes along. */
export const lotTemplateUrl = () => buildUrl('/admin-api/lots/template');

/** What 入库 sends: the lot's fields (dates 'YYYY-MM-DD') and an optional report. */
export type LotReceive = {
  lot_no: string;
  production_date: string;
  expiry_date: string;
  quantity: number;
  supplier: string;
  report?: File | undefined;
};

function receiveForm(lot: LotReceive): FormData {
  const form = new FormData();
  form.append('lot_no', lot.lot_no);
  form.append('production_date', lot.production_date);
  form.append('expiry_date', lot.expiry_date);
  form.append('quantity', String(lot.quantity));
  form.append('supplier', lot.supplier);
  if (lot.report) form.append('report', lot.report);
  return form;
}

function useLotWrite<V, R>(write: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ROOT] }),
        queryClient.invalidateQueries({ queryKey: ['reports', 'dashboard'] }),
      ]),
  });
}

export const useReceiveLot = () =>
  useLotWrite(({ goodsId, lot }: { goodsId: number; lot: LotReceive }) =>
    api.upload<AdminLot>(`/admin-api/goods/${goodsId}/lots`, receiveForm(lot)),
  );

export const useAdjustLot = () =>
  useLotWrite(({ id, body }: { id: number; body: LotAdjustBody }) =>
    api.post<AdminLot>(`/admin-api/lots/${id}/adjust`, body),
  );

export const useUploadLotReport = () =>
  useLotWrite(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('report', file);
    return api.upload<AdminLot>(`/admin-api/lots/${id}/report`, form);
  });

export const useImportLots = () =>
  useLotWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<LotImportAnswer>('/admin-api/lots/import', form);
  });
