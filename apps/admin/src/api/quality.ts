import type {
  LotFreezeBody,
  LotUnfreezeBody,
  QualityLot,
  QualityLotList,
  RecallReport,
  RecallRow,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from './client';

// 质量管理: freezing and unfreezing a lot, the frozen lots across goods and a
// lot's recall report (docs/api-admin.md "Quality: freeze and recall"). A
// freeze changes the goods' stock and ledger, so it refreshes everything
// under 'goods' as the lots' writes do, and the quality lists.

export type { QualityLot, QualityLotList, RecallReport, RecallRow };

const ROOT = 'quality';

export const frozenLotsQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'frozen'],
    queryFn: ({ signal }) => api.get<QualityLotList>('/admin-api/quality/frozen-lots', { signal }),
    staleTime: 0,
  });

export const recallQuery = (lotId: number) =>
  queryOptions({
    queryKey: [ROOT, 'recall', lotId],
    queryFn: ({ signal }) => api.get<RecallReport>(`/admin-api/lots/${lotId}/recall`, { signal }),
    staleTime: 0,
  });

/** Lots of any goods whose number starts with `lotNo` (off until something is typed). */
export const lotsNumberedQuery = (lotNo: string) =>
  queryOptions({
    queryKey: [ROOT, 'numbered', lotNo],
    queryFn: ({ signal }) =>
      api.get<QualityLotList>('/admin-api/quality/lots', { query: { lot_no: lotNo }, signal }),
    enabled: lotNo !== '',
    staleTime: 0,
  });

/** The xlsx's address; the session cookie goes along. */
export const recallExportUrl = (lotId: number) =>
  buildUrl(`/admin-api/lots/${lotId}/recall/export`);

function useQualityWrite<V>(write: (v: V) => Promise<QualityLot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['goods'] }),
        queryClient.invalidateQueries({ queryKey: [ROOT] }),
        queryClient.invalidateQueries({ queryKey: ['reports', 'dashboard'] }),
      ]),
  });
}

export const useFreezeLot = () =>
  useQualityWrite(({ id, body }: { id: number; body: LotFreezeBody }) =>
    api.post<QualityLot>(`/admin-api/lots/${id}/freeze`, body),
  );

export const useUnfreezeLot = () =>
  useQualityWrite(({ id, body }: { id: number; body: LotUnfreezeBody }) =>
    api.post<QualityLot>(`/admin-api/lots/${id}/unfreeze`, body),
  );
