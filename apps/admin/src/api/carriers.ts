import type { Carrier, CarrierBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'carriers';

/** GET /admin-api/carriers: every carrier (the ship form offers the enabled ones). */
export const carriersQuery = () =>
  queryOptions({
    queryKey: [ROOT],
    queryFn: ({ signal }) => api.get<Carrier[]>('/admin-api/carriers', { signal }),
    staleTime: 0,
  });

export const useCarriers = () => useQuery(carriersQuery());

/** Add (no id), edit and delete carriers; the list is read again after each. */
export function useCarrierWrite() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Partial<CarrierBody> }) =>
        id
          ? api.put<Carrier>(`/admin-api/carriers/${id}`, body)
          : api.post<Carrier>('/admin-api/carriers', body),
      meta: { inlineErrors: true },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/admin-api/carriers/${id}`),
      onSuccess,
    }),
  };
}

export type { Carrier };
