import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_QUERY_ROOT, type Address } from './account-types';
import { api } from './client';

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
