import { type PromoWindow, type WindowState, windowState } from './promo-window.ts';

// The flash sale (秒杀): when a flash goods may be bought, and how much of it.
// Pure rules: the server decides with rows read in the order's transaction,
// the shop's page shows the same answers.

export type FlashWindow = PromoWindow;

/** upcoming, running, ended; a stopped session (enabled false) sells nothing. */
export type FlashStatus = WindowState;

/** A session's state: the window rule every promotion shares (promo-window.ts). */
export const flashStatus = (w: FlashWindow, now: Date): FlashStatus => windowState(w, now);

export type FlashOfferState = FlashWindow & {
  stockLeft: number;
  /** Per company over the session; 0 = none. */
  limitPerBuyer: number;
};

/** Why a flash line of `quantity` cannot be bought now, or null. */
export type FlashRefusal =
  | { reason: 'not_running'; status: Exclude<FlashStatus, 'running'> }
  | { reason: 'over_limit'; limit: number; bought: number }
  | { reason: 'sold_out' }
  | { reason: 'short'; available: number };

export function flashRefusal(
  f: FlashOfferState,
  quantity: number,
  bought: number,
  now: Date,
): FlashRefusal | null {
  const status = flashStatus(f, now);
  if (status !== 'running') return { reason: 'not_running', status };
  if (f.limitPerBuyer > 0 && bought + quantity > f.limitPerBuyer)
    return { reason: 'over_limit', limit: f.limitPerBuyer, bought };
  if (f.stockLeft <= 0) return { reason: 'sold_out' };
  if (quantity > f.stockLeft) return { reason: 'short', available: f.stockLeft };
  return null;
}

/** The buyer's words for a window that is not running (spec section 8 where it has them). */
export const FLASH_STATUS_MESSAGES: Record<Exclude<FlashStatus, 'running'>, string> = {
  upcoming: '活动未开始',
  stopped: '活动暂未开始',
  ended: '活动已结束',
};

export const FLASH_SOLD_OUT = '已抢光';

/** The sold share of a flash goods in whole percent, rounded down (never 100 while any is left). */
export function soldPercent(total: number, left: number): number {
  if (total <= 0) return 100;
  return Math.floor(((total - Math.max(0, left)) * 100) / total);
}
