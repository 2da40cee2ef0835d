import { isApiError } from '../api/api-error';

/** Goods of this warehouse are the near-expiry (slightly-defective) zone's (spec ck_id 3). */
export const NEAR_EXPIRY_WAREHOUSE = 3;

/**
 * Spec section 8: a 403 whose message is '限购' in the points mall or the
 * slightly-defective goods flow is silent; the page refreshes and shows the limit.
 */
export const isSilentLimit = (error: unknown): boolean =>
  isApiError(error) && error.details.status === 403 && error.message === '限购';
