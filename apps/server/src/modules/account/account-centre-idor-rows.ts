import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile, type TestApp } from '../../test/helper.ts';

// The table of account-centre-idor.test.ts. Issue 11's buyer endpoints, three
// intruders: a visitor gets 401 (the user state: 200 with the 未登录 code),
// a buyer of company B gets 404 for any id of company A (and for calls
// without an id, its own company's answer), a sub-account of A without the
// permission a row needs is refused; none of them sees A's data, and A's rows
// read from the database are the same after every attempt. The last test
// fails when a route under the prefixes has no row here.

/** What company A made, the ids the table's urls use. */
export type A = {
  message: number;
  variety: number;
  invoice: number;
  invoicedOrder: number;
  openOrder: number;
  licence: number;
  child: number;
  store: number;
  home: number;
  orderNo: string;
};

/**
 * What a sub-account of A without grants may not do: `main` (main account
 * only) and `can_order` are refused with 403; `see_all_orders` and `holder`
 * (the login's own stores) treat it as a stranger: 404 for the main
 * account's ids, nothing of the main account's in a list.
 */
export type Needs = 'main' | 'can_order' | 'see_all_orders' | 'holder';

export type Row = {
  route: string;
  url?: (a: A) => string;
  body?: (a: A) => object;
  /** Multipart upload: the form to send. */
  upload?: () => Promise<{ payload: Buffer; 'content-type': string }>;
  /** `id`: the url or body names A's row, B gets 404. `own`: the call acts on the caller's company. */
  b: 'id' | 'own';
  needs?: Needs;
  /** A WebSocket upgrade: tried with injectWS. */
  socket?: true;
  /** A's own answer holds A's data: the check that B's holds none can fail. */
  shows?: true;
};

export const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 9, g: 99, b: 9 } } })
    .png()
    .toBuffer();
export const licenceFields = (number: string) => ({
  kind: 'drug_licence',
  number,
  issued_on: '2025-01-01',
  expires_on: '2030-12-31',
});

// In the order they are tried; B's `POST /api/user/stores` moves B's session
// to a new store, so it comes last.
export const rows: Row[] = [
  { route: 'GET /api/user/info', b: 'own', shows: true },
  // Messages
  { route: 'GET /api/user/message', b: 'own', shows: true },
  { route: 'GET /api/user/message/:id', url: (a) => `/api/user/message/${a.message}`, b: 'id' },
  { route: 'POST /api/user/message/read', body: (a) => ({ ids: [a.message] }), b: 'id' },
  { route: 'POST /api/user/message/read-all', b: 'own' },
  { route: 'POST /api/user/message/delete', body: (a) => ({ ids: [a.message] }), b: 'id' },
  // Feedback
  {
    route: 'POST /api/upload/feedback-photo',
    upload: async () => multipartFile(await png(), 'p.png', 'image/png'),
    b: 'own',
  },
  {
    route: 'POST /api/user/feedback',
    body: () => ({ type: 'other', content: '别家的反馈' }),
    b: 'own',
  },
  { route: 'GET /api/user/feedback', b: 'own', shows: true },
  // Variety requests
  { route: 'POST /api/user/buy', body: () => ({ name: '别家求购', quantity: 1 }), b: 'own' },
  { route: 'GET /api/user/buy', b: 'own', shows: true },
  { route: 'GET /api/user/buy/:id', url: (a) => `/api/user/buy/${a.variety}`, b: 'id' },
  // Invoices
  { route: 'GET /api/user/invoice', b: 'own', needs: 'see_all_orders', shows: true },
  {
    route: 'GET /api/user/invoice',
    url: (a) => `/api/user/invoice?order_no=${a.orderNo}`,
    b: 'own',
    needs: 'see_all_orders',
    shows: true,
  },
  {
    route: 'POST /api/user/invoice',
    body: (a) => ({
      order_id: a.openOrder,
      type: 1,
      title: '别家抬头',
      tax_no: '91110105MA01OTHER1',
    }),
    b: 'id',
    needs: 'see_all_orders',
  },
  {
    route: 'GET /api/user/invoice/order/:order_id',
    url: (a) => `/api/user/invoice/order/${a.invoicedOrder}`,
    b: 'id',
    needs: 'see_all_orders',
  },
  {
    route: 'GET /api/user/invoice/:id/pdf',
    url: (a) => `/api/user/invoice/${a.invoice}/pdf`,
    b: 'id',
    needs: 'see_all_orders',
  },
  // Company basics and credentials
  {
    route: 'POST /api/user/update',
    body: () => ({ name: '别家联系人', phone: '13800000000' }),
    b: 'own',
    needs: 'main',
  },
  { route: 'GET /api/user/zizhi', b: 'own', shows: true },
  {
    route: 'POST /api/user/zizhi',
    upload: async () =>
      multipartFile(await png(), 'l.png', 'image/png', licenceFields('京OTHER0001')),
    b: 'own',
    needs: 'main',
  },
  {
    route: 'GET /api/user/zizhi/:id/file',
    url: (a) => `/api/user/zizhi/${a.licence}/file`,
    b: 'id',
  },
  { route: 'GET /api/user/gszz', b: 'own', shows: true },
  { route: 'GET /api/user/jyfw', b: 'own' },
  {
    route: 'POST /api/user/register/company',
    body: () => ({
      name: '别家药房',
      type: 'pharmacy',
      contact_name: '别家',
      contact_phone: '13800000000',
      email: '',
      region: '北京市',
      address: '别处路1号',
    }),
    b: 'own',
    needs: 'main',
  },
  {
    route: 'POST /api/user/register/credentials',
    body: () => ({}),
    b: 'own',
    needs: 'main',
  },
  { route: 'GET /api/user/register/status', b: 'own', shows: true },
  // The login itself
  {
    route: 'POST /api/user/password',
    body: () => ({
      old_password: 'wrong1234',
      password: 'abc12345',
      password_confirmation: 'abc12345',
    }),
    b: 'own',
  },
  {
    route: 'POST /api/user/mobile',
    body: () => ({ mobile: '13700000000', code: '000000' }),
    b: 'own',
  },
  { route: 'GET /api/user/wechat', b: 'own', shows: true },
  { route: 'DELETE /api/user/unbind-wechat', b: 'own' },
  // Sub-accounts
  { route: 'GET /api/user/child', b: 'own', needs: 'main', shows: true },
  {
    route: 'POST /api/user/child',
    body: () => ({ username: 'otherkid1', mobile: '19912349991', password: 'abc12345' }),
    b: 'own',
    needs: 'main',
  },
  {
    route: 'PUT /api/user/child/:id',
    url: (a) => `/api/user/child/${a.child}`,
    body: () => ({ disabled: 1, can_pay: 1, password: 'taken123456' }),
    b: 'id',
    needs: 'main',
  },
  {
    route: 'DELETE /api/user/child/:id',
    url: (a) => `/api/user/child/${a.child}`,
    b: 'id',
    needs: 'main',
  },
  { route: 'GET /api/user/company-users', b: 'own', shows: true },
  // Account cancellation
  { route: 'GET /api/user/cancellation', b: 'own' },
  {
    route: 'POST /api/user/cancellation',
    body: () => ({ reason: '不做了' }),
    b: 'own',
    needs: 'main',
  },
  // Chat
  { route: 'GET /api/chat', b: 'own' },
  { route: 'GET /api/chat/messages', b: 'own', shows: true },
  { route: 'POST /api/chat/messages', body: () => ({ text: '别家的话' }), b: 'own' },
  { route: 'POST /api/chat/read', b: 'own' },
  { route: 'GET /api/chat/ws', b: 'own', socket: true },
  // The purchase contract
  { route: 'GET /api/contract', b: 'own', shows: true },
  { route: 'GET /api/contract/pdf', b: 'own' },
  {
    route: 'POST /api/contract/sign',
    body: () => ({ name: '别家签字', agree: 1 }),
    b: 'own',
    needs: 'can_order',
  },
  // Quick purchase
  { route: 'GET /api/user/fast-buy', b: 'own', needs: 'see_all_orders', shows: true },
  {
    route: 'POST /api/user/fast-buy/cart',
    body: () => ({ items: [{ goods_id: 1, number: 1 }] }),
    b: 'own',
  },
  {
    route: 'POST /api/user/fast-buy/upload',
    upload: async () =>
      multipartFile(
        Buffer.from('商品编码,国药准字,商品名称,数量\r\n1,,,2\r\n'),
        'l.csv',
        'text/csv',
      ),
    b: 'own',
  },
  { route: 'POST /api/user/fast-buy/paste', body: () => ({ text: '1,,,2' }), b: 'own' },
  // Stores
  { route: 'GET /api/user/stores', b: 'own', shows: true },
  {
    route: 'PUT /api/user/stores/current',
    body: (a) => ({ company_id: a.store }),
    b: 'id',
    needs: 'holder',
  },
  // A's own company: its sub-account may act for it, B may not.
  { route: 'PUT /api/user/stores/current', body: (a) => ({ company_id: a.home }), b: 'id' },
  { route: 'POST /api/user/stores', b: 'own', needs: 'main' },
];

/** Routes under the prefixes that are no IDOR surface, and why. */
export const notHere: Record<string, string> = {
  'POST /api/user/login': 'no session yet',
  'DELETE /api/user/logout': 'ends only the caller’s own session',
  'POST /api/user/create-code': 'no session (SMS limits: auth-limits.test.ts)',
  'POST /api/user/register': 'no session yet',
  'POST /api/user/register/wechat': 'no session yet (wechat.test.ts)',
  'GET /api/user/phone/:value': 'public registration check',
  'POST /api/user/forget/verify': 'no session (forget.test.ts)',
  'POST /api/user/reset-password': 'no session, a ticket (forget.test.ts)',
  'POST /api/user/wechat/qrcode': 'login for anyone; binding tied to the session (wechat.test.ts)',
  'POST /api/user/wechat/poll': 'a ticket of its own (wechat.test.ts)',
  'GET /api/user/fast-buy/template': 'the public template CSV',
  'POST /api/wechat/notify/sandbox': 'the sandbox provider’s signed callback',
  'GET /api/wechat/sandbox/:key': 'the sandbox phone page, keyed by a random ticket',
  'POST /api/wechat/sandbox/:key/confirm': 'the sandbox phone page, keyed by a random ticket',
  'POST /api/wechat/sandbox/:key/cancel': 'the sandbox phone page, keyed by a random ticket',
  'POST /api/wechat/sandbox/:key/new-phone':
    'the sandbox phone page: a new phone id in its own cookie',
  'POST /api/user/stores/:company_id/continue':
    'draft stores only (this table’s store is approved): another login’s draft is 404, stores.test.ts',
  'DELETE /api/user/stores/:company_id':
    'draft stores the login added: another login’s is 404, a submitted one 409, stores.test.ts',
  'GET /api/help/menu': 'public help centre',
  'GET /api/help/article/:group/:slug': 'public help centre',
  'GET /api/news': 'public news',
  'GET /api/news/info/:id/:type': 'public news',
  'GET /api/sjzz': 'the shop’s own licences, public',
  // Earlier issues, attacked in ownership.test.ts and their modules' tests.
  'GET /api/user/address': 'earlier issue (ownership.test.ts)',
  'POST /api/user/address': 'earlier issue (ownership.test.ts)',
  'DELETE /api/user/address/:id': 'earlier issue (ownership.test.ts)',
  'POST /api/user/address/:id/edit': 'earlier issue (ownership.test.ts)',
  'POST /api/user/address/:id/default': 'earlier issue (ownership.test.ts)',
  'GET /api/user/coupon': 'earlier issue (coupons-claims.test.ts)',
  'GET /api/user/coupon-count': 'earlier issue (coupons-claims.test.ts)',
  'GET /api/user/available-coupon': 'earlier issue (coupons-checkout.test.ts)',
  'GET /api/user/user-money': 'earlier issue (wallet)',
  'GET /api/user/user-money/log': 'earlier issue (wallet)',
  'GET /api/user/points/log': 'earlier issue (points)',
  'GET /api/user/kxpz': 'earlier issue (kxpz.test.ts)',
  'POST /api/user/kxpz': 'earlier issue (kxpz.test.ts)',
  'POST /api/upload/after-sale-photo': 'earlier issue (after-sales)',
  // Issue 23's 账期: another company's statement is 404 (credit.test.ts).
  'GET /api/user/credit': 'the caller’s own company only (credit.test.ts)',
  'GET /api/user/statements': 'the caller’s own company only (credit.test.ts)',
  'GET /api/user/statements/:id': 'issue 23: another company’s is 404 (credit.test.ts)',
  'GET /api/user/statements/:id/pdf': 'issue 23: another company’s is 404 (credit.test.ts)',
  'GET /api/user/statements/:id/xlsx': 'issue 23: another company’s is 404 (credit.test.ts)',
  'POST /api/user/statements/:id/confirm': 'issue 23: another company’s is 404 (credit.test.ts)',
  'POST /api/user/statements/:id/dispute': 'issue 23: another company’s is 404 (credit.test.ts)',
  'POST /api/user/statements/:id/repay': 'issue 23: another company’s is 404 (credit.test.ts)',
  // Issue 23's 对公转账还款: another company's statement is 404 (repay-transfer.test.ts).
  'POST /api/user/statements/:id/transfer':
    'issue 23: another company’s is 404 (repay-transfer.test.ts)',
  'GET /api/user/statements/:id/transfer':
    'issue 23: another company’s is 404 (repay-transfer.test.ts)',
  'POST /api/user/statements/:id/transfer-receipt':
    'issue 23: another company’s is 404 (repay-transfer.test.ts)',
  'GET /api/user/statements/:id/transfer-receipt/:receipt':
    'issue 23: another company’s is 404 (repay-transfer.test.ts)',
  // Issue 23's 支付密码: one per company, no id taken; its own tests (pay-password.test.ts).
  'GET /api/user/pay-password': 'the caller’s own company only (pay-password.test.ts)',
  'POST /api/user/pay-password': 'the caller’s own company only (pay-password.test.ts)',
  'PUT /api/user/pay-password': 'the caller’s own company only (pay-password.test.ts)',
  'POST /api/user/pay-password/code': 'the caller’s own mobile only (pay-password.test.ts)',
  'POST /api/user/pay-password/disable': 'the caller’s own company only (pay-password.test.ts)',
  // Issue 23's 常购清单: another company's list, order or cart line is 404 (standing-lists.test.ts).
  'GET /api/user/lists': 'the caller’s own company only (standing-lists.test.ts)',
  'POST /api/user/lists':
    'issue 23: another company’s order or cart ids are 404 (standing-lists.test.ts)',
  'GET /api/user/lists/:id': 'issue 23: another company’s is 404 (standing-lists.test.ts)',
  'PUT /api/user/lists/:id': 'issue 23: another company’s is 404 (standing-lists.test.ts)',
  'DELETE /api/user/lists/:id': 'issue 23: another company’s is 404 (standing-lists.test.ts)',
  'POST /api/user/lists/:id/to-cart': 'issue 23: another company’s is 404 (standing-lists.test.ts)',
  'GET /api/user/notice-settings': 'the caller’s own company only (notices tests)',
  'PUT /api/user/notice-settings': 'the caller’s own company only (notices tests)',
};

/** The buyer prefixes: every route under them is in `rows` or `notHere`. */
export const prefixes = [
  '/api/user/',
  '/api/upload/',
  '/api/chat',
  '/api/contract',
  '/api/wechat',
  '/api/help',
  '/api/news',
  '/api/sjzz',
];

/** `METHOD /path` of every route, from Fastify's route tree (HEAD left out). */
export function registered(t: TestApp): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    for (const method of (m[3] ?? '').split(', '))
      if (method && method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out;
}

/** A setup call that must succeed: its data. */
export function ok(res: Awaited<ReturnType<TestApp['app']['inject']>>, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return res.json().data;
}
