// The HTTP contract: zod schemas of every request and response, with the
// spec's field names. The server validates requests and serializes answers
// with them; the shop and the console take their types from them.
export * from './account.ts';
export * from './account-centre.ts';
export * from './activity.ts';
export * from './address.ts';
export * from './admin/index.ts';
export * from './aftersales.ts';
export * from './agreement.ts';
export * from './cart.ts';
export * from './chat.ts';
export * from './combination.ts';
export * from './content.ts';
export * from './controlled-sales.ts';
export * from './fields.ts';
export * from './flash.ts';
export * from './forget.ts';
export * from './gifts.ts';
export * from './goods.ts';
export * from './groupbuy.ts';
export * from './help.ts';
export * from './help-pages.ts';
export * from './invoice.ts';
export * from './messages.ts';
export * from './new-customer.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './points.ts';
export * from './quickbuy.ts';
export * from './subaccount.ts';
export * from './wallet.ts';
export * from './wechat.ts';
export * from './welfare.ts';
export * from './wheel.ts';
export * from './zones.ts';
