import { useUserInfo } from './get-user-info';

/** What a sub-account without the pay grant sees wherever payment would be offered. */
export const PAY_BY_MAIN = '请联系主账号支付';
export const NO_ORDER_GRANT = '您的账号没有下单权限，请联系主账号下单';

/**
 * What this login may do (the user state's grants; a main account all), so
 * the page offers only what the server will allow. Unknown while the user
 * state loads: nothing is withheld then, the server still decides.
 */
export function useGrants() {
  const { user } = useUserInfo();
  return {
    canOrder: user?.can_order !== 0,
    canPay: user?.can_pay !== 0,
    /** The wallet ledger names every login's orders: pay and see_all_orders. */
    canReadLedger: user?.can_pay !== 0 && user?.see_all_orders !== 0,
  };
}
