import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_QUERY_ROOT, type Address, type AddressInput } from './account-types';
import { api } from './client';
import { ORDER_QUERY_ROOT } from './order-types';

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
