import { z } from 'zod';
import { flag, flag01, int, isoTime, requiredText } from '../fields.ts';

// 承运商: the console's list of carriers (docs/api-admin.md "Carriers"). The
// ship form picks one; 冷链 goods leave only with a cold_chain one.

const fields = {
  name: requiredText('承运商名称', 30),
  code: z
    .string({ message: '请输入承运商代码' })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(
      z.string().regex(/^[A-Z0-9_-]{1,20}$/, { message: '承运商代码为 1-20 位字母、数字、_ 或 -' }),
    ),
  cold_chain: flag,
  enabled: flag,
};

export const carrierBody = z.strictObject({
  ...fields,
  cold_chain: fields.cold_chain.default(0),
  enabled: fields.enabled.default(1),
});
/** An edit: any of the fields; the ones left out stay as they are (no defaults here). */
export const carrierPatch = z
  .strictObject(fields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: '没有要修改的字段' });

export const carrier = z.object({
  id: int,
  name: z.string(),
  code: z.string(),
  /** 1: ships at 2-8 °C, may carry 冷链 goods. */
  cold_chain: flag01,
  /** 0: kept for the orders it shipped, offered no more. */
  enabled: flag01,
  created_at: isoTime,
});
export const carrierList = z.array(carrier);

export type Carrier = z.infer<typeof carrier>;
export type CarrierBody = z.input<typeof carrierBody>;
