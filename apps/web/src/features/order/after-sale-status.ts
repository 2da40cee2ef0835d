import type { AfterSale } from '@shop/contract';

/** Tag colours of an after-sales request's status, on the order detail and the 售后 tab. */
export const AFTER_SALE_COLORS: Record<AfterSale['status'], string> = {
  pending: 'orange',
  approved: 'blue',
  returning: 'cyan',
  received: 'purple',
  refunded: 'green',
  declined: 'red',
  cancelled: 'default',
};
