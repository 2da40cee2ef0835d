// Tables by business area: each file is written by the module of the same
// name only (apps/server/scripts/table-owners.ts checks it). Reads may join
// across areas; writes never cross.
export * from './address.ts';
export * from './aftersales.ts';
export * from './agreement.ts';
export * from './auth.ts';
export * from './cancellation.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './chat.ts';
export * from './combination.ts';
export * from './company.ts';
export * from './content.ts';
export * from './favorites.ts';
export * from './feedback.ts';
export * from './flash.ts';
export * from './gifts.ts';
export * from './groupbuy.ts';
export * from './inventory.ts';
export * from './invoice.ts';
export * from './jobs.ts';
export * from './messages.ts';
export * from './new-customer.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './points.ts';
export * from './promotion.ts';
export * from './settings.ts';
export * from './staff.ts';
export * from './varieties.ts';
export * from './wallet.ts';
export * from './wechat.ts';
export * from './welfare.ts';
export * from './wheel.ts';
export * from './zones.ts';
