import type { ZizhiResult } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { zizhiQueryOptions } from './get-zizhi';

export type CredentialUpload = {
  kind: string;
  number: string;
  issued_on: string;
  expires_on: string;
  /** A 采购委托书's purchaser: name and ID number. */
  holder_name?: string;
  holder_id_number?: string;
  file: File;
};

/** POST /api/user/zizhi (multipart): a new or renewed licence goes under review. */
export function useUploadCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CredentialUpload) => {
      const form = new FormData();
      form.set('kind', input.kind);
      form.set('number', input.number);
      form.set('issued_on', input.issued_on);
      form.set('expires_on', input.expires_on);
      if (input.holder_name !== undefined) form.set('holder_name', input.holder_name);
      if (input.holder_id_number !== undefined)
        form.set('holder_id_number', input.holder_id_number);
      form.set('file', input.file);
      return api.post<ZizhiResult>('/api/user/zizhi', { form });
    },
    meta: { inlineErrors: true },
    onSuccess: (r) => queryClient.setQueryData(zizhiQueryOptions().queryKey, r.data),
  });
}
