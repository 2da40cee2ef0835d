import { isPhone } from '@shop/domain';
import { z } from 'zod';
import { flag, flag01, id, int, requiredText } from './fields.ts';

// Delivery addresses of the buyer's company (the /addr page).

export const addressBody = z.strictObject({
  name: requiredText('收货人', 20),
  phone: requiredText('联系电话', 20).refine((v) => isPhone(v, true), {
    message: '请输入正确的手机号或座机号（如 010-12345678）',
  }),
  region: requiredText('所在地区', 50),
  detail: requiredText('详细地址', 120),
  is_default: flag.default(0),
});

export const addressParams = z.strictObject({ id });

export const address = z.object({
  id: int,
  name: z.string(),
  phone: z.string(),
  region: z.string(),
  detail: z.string(),
  is_default: flag01,
  /**
   * 1: the company's registered address (region and detail equal to those
   * of its registration, spaces aside): 含特殊药品复方制剂 ship only there.
   */
  is_registered: flag01,
});
export const addressList = z.array(address);

export type Address = z.infer<typeof address>;
export type AddressBody = z.input<typeof addressBody>;
/** An address as its form edits it. */
export type AddressInput = Omit<Address, 'id' | 'is_registered'>;
