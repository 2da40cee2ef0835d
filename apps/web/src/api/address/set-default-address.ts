import type { Address } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ADDRESS_QUERY_ROOT } from '../query-keys';

/** Answers the addresses with the new default marked. */
export async function setDefaultAddress(id: number): Promise<Address[]> {
  return (await api.post<Address[]>(`/api/user/address/${id}/default`)).data;
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (list) => queryClient.setQueryData([ADDRESS_QUERY_ROOT], list),
  });
}
