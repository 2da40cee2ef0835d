import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_QUERY_ROOT, type Address } from './account-types';
import { api } from './client';

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
