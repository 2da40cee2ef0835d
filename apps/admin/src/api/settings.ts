import type { AdminSettings, SettingsPutBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'settings';

export const settingsQuery = () =>
  queryOptions({
    queryKey: [ROOT],
    queryFn: ({ signal }) => api.get<AdminSettings>('/admin-api/settings', { signal }),
    staleTime: 0,
  });

export const useSettings = () => useQuery(settingsQuery());

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsPutBody) => api.put<AdminSettings>('/admin-api/settings', body),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData([ROOT], data),
  });
}
