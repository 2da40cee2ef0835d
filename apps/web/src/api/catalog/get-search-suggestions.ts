import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** 0 all goods, 1 Chinese medicine only. */
export type SuggestionType = 0 | 1;

/** Spec section 9: cached suggestions are served at once and refreshed after 5000 ms. */
export const SUGGESTION_REFRESH_MS = 5_000;

type CachedSuggestions = { at: number; list: string[] };

const storageKey = (type: SuggestionType, keywords: string) => `suggest:${type}:${keywords}`;

function readCache(type: SuggestionType, keywords: string): CachedSuggestions | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(type, keywords));
    const parsed = raw ? (JSON.parse(raw) as CachedSuggestions) : undefined;
    return parsed && Array.isArray(parsed.list) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(type: SuggestionType, keywords: string, list: string[]) {
  try {
    sessionStorage.setItem(storageKey(type, keywords), JSON.stringify({ at: Date.now(), list }));
  } catch {
    // Storage full or disabled: suggestions still work, only uncached.
  }
}

export async function getSearchSuggestions(
  keywords: string,
  type: SuggestionType,
  signal?: AbortSignal,
): Promise<string[]> {
  const { data } = await api.get<string[]>('/api/goods/search', {
    query: { keywords, type },
    signal,
  });
  writeCache(type, keywords, data);
  return data;
}

export const searchSuggestionsQueryOptions = (keywords: string, type: SuggestionType = 0) => {
  const cached = readCache(type, keywords);
  return queryOptions({
    queryKey: ['search-suggestions', type, keywords],
    queryFn: ({ signal }) => getSearchSuggestions(keywords, type, signal),
    initialData: cached?.list,
    initialDataUpdatedAt: cached?.at,
    staleTime: SUGGESTION_REFRESH_MS,
  });
};

export const useSearchSuggestions = (keywords: string, type: SuggestionType = 0) =>
  useQuery({ ...searchSuggestionsQueryOptions(keywords, type), enabled: keywords !== '' });
