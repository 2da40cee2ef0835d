import type { Key } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A request list's status tabs (全部 first), kept in `?status=` so a link
 * (the dashboard's) opens a tab. `toolbar` goes to the AdminTable as is.
 */
export function useStatusTabs<S extends string>(labels: Record<S, string>) {
  const [search, setSearch] = useSearchParams();
  const statusOf = (value: string | null | undefined): S | undefined =>
    value && Object.hasOwn(labels, value) ? (value as S) : undefined;
  const status = statusOf(search.get('status'));
  const toolbar = {
    menu: {
      type: 'tab' as const,
      activeKey: status ?? 'all',
      items: [
        { key: 'all', label: '全部' },
        ...Object.entries<string>(labels).map(([key, label]) => ({ key, label })),
      ],
      onChange: (key?: Key) => {
        const next = statusOf(String(key));
        setSearch(next ? { status: next } : {}, { replace: true });
      },
    },
  };
  return { status, statusOf, toolbar };
}
