import { z } from 'zod';
import { flag01, int, isoTime, requiredText, text, whole } from './fields.ts';

// Controlled goods (控销品种, is_kxpz): bought only by companies staff have
// authorised; others see why and may ask. The paths are ours (docs/api.md).

export const controlledSalesApplyBody = z.strictObject({ reason: requiredText('申请说明', 200) });

export const controlledSalesApplication = z.object({
  id: int,
  reason: z.string(),
  /** pending, approved, declined */
  status: z.enum(['pending', 'approved', 'declined']),
  status_text: z.string(),
  note: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

export const controlledSalesStatus = z.object({
  authorized: flag01,
  /** The latest request, if any. */
  application: controlledSalesApplication.nullable(),
});

/** Staff grant (1) or withdraw (0) the authorisation; a pending request is answered with it. */
export const controlledSalesDecisionBody = z.strictObject({
  authorized: whole(z.union([z.literal(0), z.literal(1)], { message: '授权须为 0 或 1' })),
  note: text('处理说明', 200).default(''),
});

export type ControlledSalesStatus = z.infer<typeof controlledSalesStatus>;
export type ControlledSalesApplication = z.infer<typeof controlledSalesApplication>;
