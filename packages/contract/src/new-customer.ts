import { z } from 'zod';
import { time, yuan } from './admin/promotions.ts';
import { id, int, isoTime, money, page, visiblePrice, whole } from './fields.ts';
import { goods } from './goods.ts';

// 新人特价 (/xr/tj): GET /api/new-customer (the goods, the buyer's standing) and the
// console's offers under /admin-api/new-customer. docs/api-new-customer.md lists the paths.

/** A new-customer goods: the goods object with its special price, limit and window. */
export const newCustomerGoodsItem = goods.extend({
  xr_id: int,
  /** null for visitors, like every price (登录可见). */
  xr_price: visiblePrice,
  /** Units a company may buy, once. */
  xr_limit: int,
  start_time: isoTime,
  end_time: isoTime,
  /** 0 upcoming, 1 running, 2 ended. */
  status: int,
  /** Whether this buyer may add it now (new customer, not bought yet, running). */
  can_buy: z.boolean(),
  /** Why not, as the buyer reads it ('' when can_buy). */
  reason: z.string(),
});

export const newCustomerList = z.object({
  /** Whether the logged-in company has no completed order (false for visitors). */
  is_new: z.boolean(),
  now: isoTime,
  list: z.array(newCustomerGoodsItem),
});

// The console.

const limit = whole(
  z
    .number({ message: '每家限购须为整数' })
    .int({ message: '每家限购须为整数' })
    .min(1, { message: '每家限购须在 1 到 5 之间' })
    .max(5, { message: '每家限购须在 1 到 5 之间' }),
);

export const adminNewCustomerBody = z
  .strictObject({
    goods_id: id,
    price: yuan('新人价').refine((y) => Number(y) > 0, { message: '新人价须大于 0' }),
    limit,
    starts_at: time('开始时间'),
    ends_at: time('结束时间'),
    enabled: z.boolean().default(true),
    sort: whole(z.number().int().min(0).max(1_000_000)).default(0),
  })
  .refine((b) => b.starts_at < b.ends_at, { message: '结束时间须晚于开始时间', path: ['ends_at'] });

export const adminNewCustomerEnableBody = z.strictObject({ enabled: z.boolean() });
export const adminNewCustomerIdParams = z.strictObject({ id });
export const adminNewCustomerListQuery = z.strictObject({
  page: whole(z.number().int().min(1).max(10_000).default(1)),
  page_size: whole(z.number().int().min(1).max(100).default(20)),
});

export const adminNewCustomerItem = z.object({
  id: int,
  goods_id: int,
  goods_name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  unit: z.string(),
  goods_price: money,
  price: money,
  limit: int,
  starts_at: isoTime,
  ends_at: isoTime,
  enabled: z.boolean(),
  sort: int,
  /** 0 upcoming, 1 running, 2 ended, 3 stopped. */
  status: int,
  /** Companies that bought it (claims held). */
  buyers: int,
});
export const adminNewCustomerList = page(adminNewCustomerItem);

export type NewCustomerGoodsItem = z.infer<typeof newCustomerGoodsItem>;
export type NewCustomerList = z.infer<typeof newCustomerList>;
export type AdminNewCustomerItem = z.infer<typeof adminNewCustomerItem>;
export type AdminNewCustomerInput = z.input<typeof adminNewCustomerBody>;
