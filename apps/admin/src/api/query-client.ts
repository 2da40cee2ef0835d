import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export type RequestMeta = {
  /** The form shows refusals (400/409/422/429) itself; the global listener skips them. */
  inlineErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export type ErrorSource = 'query' | 'mutation';
export type ApiErrorListener = (
  error: unknown,
  source: ErrorSource,
  meta: RequestMeta | undefined,
) => void;

/** Every failed query or mutation goes to one listener; the transport stays free of UI. */
export function createQueryClient(onError: ApiErrorListener): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, 'query', query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onError(error, 'mutation', mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only a dropped connection is worth one more try; refusals will not change.
        retry: (count, error) => isApiError(error) && error.kind === 'network' && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
