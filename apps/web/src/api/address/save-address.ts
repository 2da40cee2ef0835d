import type { Address, AddressInput } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ADDRESS_QUERY_ROOT, ORDER_QUERY_ROOT } from '../query-keys';

/** Creates an address, or edits it when `id` is given. */
export async function saveAddress({ id, ...input }: AddressInput & { id?: number }) {
  const path = id ? `/api/user/address/${id}/edit` : '/api/user/address';
  return (await api.post<Address>(path, { body: input })).data;
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // The form puts field errors next to its fields.
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADDRESS_QUERY_ROOT] }),
        // Step 2 lists the addresses too.
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT, 'check'] }),
      ]),
  });
}
