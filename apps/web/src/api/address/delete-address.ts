import type { Address } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ADDRESS_QUERY_ROOT } from '../query-keys';

/** Answers the addresses left. */
export async function deleteAddress(id: number): Promise<Address[]> {
  return (await api.delete<Address[]>(`/api/user/address/${id}`)).data;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (list) => queryClient.setQueryData([ADDRESS_QUERY_ROOT], list),
  });
}
