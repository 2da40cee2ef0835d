import type { VarietyStatus } from '@shop/contract';

/** Tag colours of a request's status. */
export const STATUS_COLORS: Record<VarietyStatus, string> = {
  submitted: 'blue',
  sourcing: 'orange',
  listed: 'green',
  declined: 'default',
};
