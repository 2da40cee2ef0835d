import type { Store } from '@shop/contract';
import { App } from 'antd';
import { useContinueStore, useSwitchStore } from '../api/account/stores';
import { continuePath, isDraftStore } from '../lib/draft-store';
import { storeChanged } from '../lib/session-flag';

/**
 * Reloads on the new store: company, cart, prices, orders and balance all
 * change, and a reload drops every cached answer of the old one. A draft store
 * is not switched to: `to` continues filling it in instead.
 */
export function useStoreSwitch() {
  const switchStore = useSwitchStore();
  const continueStore = useContinueStore();
  const { message } = App.useApp();
  const resume = (s: Store) =>
    continueStore.mutate(s.company_id, {
      onSuccess: (r) => storeChanged(continuePath(s, r.next_step)),
    });
  return {
    pending: switchStore.isPending || continueStore.isPending,
    resume,
    to: (s: Store, then = window.location.pathname) => {
      if (isDraftStore(s)) return resume(s);
      switchStore.mutate(s.company_id, {
        onSuccess: () => {
          message.success(`已切换到 ${s.name}`);
          storeChanged(then);
        },
      });
    },
  };
}
