import { useEffect } from 'react';
import { create } from 'zustand';

type TitleState = { override: string | null; set: (title: string | null) => void };

/** A page's own title (e.g. a goods name) wins over its route's static title. */
export const usePageTitleStore = create<TitleState>((set) => ({
  override: null,
  set: (override) => set({ override }),
}));

export function usePageTitle(title: string | undefined) {
  const set = usePageTitleStore((s) => s.set);
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title, set]);
}
