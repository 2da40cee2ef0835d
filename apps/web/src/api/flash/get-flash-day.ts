import type { FlashDay } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** GET /api/miaosha: today's flash sessions with their goods, and the server's clock. */
export const flashDayQuery = {
  queryKey: [GOODS_QUERY_ROOT, 'miaosha'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<FlashDay>('/api/miaosha', { signal })).data,
  // Stock left changes by the second during a sale.
  refetchInterval: 15_000,
};

export const useFlashDay = () => useQuery(flashDayQuery);
