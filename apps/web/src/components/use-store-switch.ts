import type { Store } from '@shop/contract';
import { App } from 'antd';
import { useSwitchStore } from '../api/account/stores';

/** Reloads on the new store: company, cart, prices, orders and balance all change. */
export function useStoreSwitch() {
  const switchStore = useSwitchStore();
  const { message } = App.useApp();
  return {
    pending: switchStore.isPending,
    to: (s: Store, then = window.location.pathname) =>
      switchStore.mutate(s.company_id, {
        onSuccess: () => {
          message.success(`已切换到 ${s.name}`);
          window.location.assign(then);
        },
      }),
  };
}
