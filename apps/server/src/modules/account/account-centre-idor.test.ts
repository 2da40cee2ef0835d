import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationRequests,
  cartLines,
  chatConversations,
  chatMessages,
  companies,
  contractSignatures,
  credentials,
  feedback,
  invoiceRequests,
  messages,
  orders,
  sessions,
  storeMembers,
  users,
  varietyRequests,
  wallets,
  wechatBindings,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf.ts';

// Issue 11's buyer endpoints, one table, three intruders: a visitor gets 401,
// a buyer of company B gets 404 for any id of company A (and for calls
// without an id, its own company's answer), a sub-account of A without the
// permission a row needs is refused; none of them sees A's data, and A's rows
// read from the database are the same after every attempt. The last test
// fails when a route under the prefixes has no row here.

/** What company A made, the ids the table's urls use. */
type A = {
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
type Needs = 'main' | 'can_order' | 'see_all_orders' | 'holder';

type Row = {
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

const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 9, g: 99, b: 9 } } })
    .png()
    .toBuffer();
const licenceFields = (number: string) => ({
  kind: 'drug_licence',
  number,
  issued_on: '2025-01-01',
  expires_on: '2030-12-31',
});

// In the order they are tried; B's `POST /api/user/stores` moves B's session
// to a new store, so it comes last.
const rows: Row[] = [
  { route: 'GET /api/user/info', b: 'own', shows: true },
  // Messages
  { route: 'GET /api/user/message', b: 'own', shows: true },
  { route: 'GET /api/user/message/:id', url: (a) => `/api/user/message/${a.message}`, b: 'id' },
  // Documented: ids not the company's change nothing and the answer is the caller's count.
  { route: 'POST /api/user/message/read', body: (a) => ({ ids: [a.message] }), b: 'own' },
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
    body: () => ({
      business_licence_no: '91110105MA01OTHER1',
      business_licence_expires: '2030-12-31',
      licence_kind: 'drug_licence',
      licence_no: '京OTHER0002',
      licence_expires: '2030-12-31',
    }),
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
const notHere: Record<string, string> = {
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
};

/** The buyer prefixes: every route under them is in `rows` or `notHere`. */
const prefixes = [
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
function registered(t: TestApp): string[] {
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

let t: TestApp;
let a: A;
let mainA: TestBuyer;
let buyerB: TestBuyer;
let subA: Record<string, string>;
/** Strings only A's data holds: none may reach anyone else. */
let secrets: string[];
let before: string;

const urlOf = (row: Row) => row.url?.(a) ?? row.route.split(' ')[1]!;

async function call(row: Row, headers: Record<string, string>) {
  const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  if (row.upload) {
    const { payload, 'content-type': type } = await row.upload();
    return t.app.inject({
      method,
      url: urlOf(row),
      headers: { ...headers, 'content-type': type },
      payload,
    });
  }
  return t.app.inject({
    method,
    url: urlOf(row),
    headers,
    ...(row.body ? { payload: row.body(a) as never } : {}),
  });
}

type Answer = Awaited<ReturnType<typeof call>>;

/** The answer as text a reader sees: a PDF's shown text, else the body. */
async function shown(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  return String(res.headers['content-type']).startsWith('application/pdf')
    ? pdfText(res.rawPayload)
    : res.body;
}

async function expectNothingOfA(res: Parameters<typeof shown>[0], row: Row) {
  const text = await shown(res);
  for (const s of secrets) expect(text, `${row.route} shows ${s}`).not.toContain(s);
}

/** Every row of A's (its two stores, its users), read straight from the database. */
async function snapshotOfA(): Promise<string> {
  const ids = [mainA.companyId, a.store];
  const userIds = (
    await t.db.select({ id: users.id }).from(users).where(inArray(users.companyId, ids))
  ).map((u) => u.id);
  const conversations = await t.db
    .select()
    .from(chatConversations)
    .where(inArray(chatConversations.companyId, ids));
  const tables = {
    companies: await t.db.select().from(companies).where(inArray(companies.id, ids)),
    users: await t.db.select().from(users).where(inArray(users.companyId, ids)),
    // A's own login is idle during the attacks; its session keeps its store.
    sessions: await t.db.select().from(sessions).where(eq(sessions.userId, mainA.userId)),
    storeMembers: await t.db
      .select()
      .from(storeMembers)
      .where(inArray(storeMembers.userId, userIds)),
    wechat: await t.db.select().from(wechatBindings).where(inArray(wechatBindings.userId, userIds)),
    credentials: await t.db.select().from(credentials).where(inArray(credentials.companyId, ids)),
    messages: await t.db.select().from(messages).where(inArray(messages.companyId, ids)),
    feedback: await t.db.select().from(feedback).where(inArray(feedback.companyId, ids)),
    varieties: await t.db
      .select()
      .from(varietyRequests)
      .where(inArray(varietyRequests.companyId, ids)),
    invoices: await t.db
      .select()
      .from(invoiceRequests)
      .where(inArray(invoiceRequests.companyId, ids)),
    orders: await t.db.select().from(orders).where(inArray(orders.companyId, ids)),
    cart: await t.db.select().from(cartLines).where(inArray(cartLines.companyId, ids)),
    wallets: await t.db.select().from(wallets).where(inArray(wallets.companyId, ids)),
    conversations,
    chat: await t.db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, [0, ...conversations.map((c) => c.id)])),
    signatures: await t.db
      .select()
      .from(contractSignatures)
      .where(inArray(contractSignatures.companyId, ids)),
    cancellations: await t.db
      .select()
      .from(cancellationRequests)
      .where(inArray(cancellationRequests.companyId, ids)),
  };
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(tables).map(([k, v]) => [k, v.map((r) => JSON.stringify(r)).sort()]),
    ),
    null,
    1,
  );
}

function ok(res: Answer, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [mainA] = (await makeBuyers(t.db, 1, 'jiaA')) as [TestBuyer];
  [buyerB] = (await makeBuyers(t.db, 1, 'yiB')) as [TestBuyer];
  const post = (url: string, payload: object = {}, headers = mainA.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  for (const c of [mainA, buyerB])
    await t.db.update(companies).set({ canChat: true }).where(eq(companies.id, c.companyId));

  const [m] = await t.db
    .insert(messages)
    .values({
      companyId: mainA.companyId,
      kind: 'order_shipped',
      title: '甲司消息',
      body: '甲司正文',
    })
    .returning({ id: messages.id });

  const photo = ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/upload/feedback-photo',
      headers: {
        ...mainA.headers,
        'content-type': multipartFile(await png(), 'a.png')['content-type'],
      },
      payload: multipartFile(await png(), 'a.png').payload,
    }),
    'photo',
  ).url as string;
  ok(
    await post('/api/user/feedback', {
      type: 'goods',
      content: '甲司反馈',
      images: [photo],
      contact: 'jiaA@example.com',
    }),
    'feedback',
  );
  const variety = ok(await post('/api/user/buy', { name: '甲司求购', quantity: 5 }), 'variety');

  const goods = await makeGoods(t.db, { name: '甲司专购片', midPackQuantity: 1 });
  const life = orderLife(t);
  const invoicedOrder = await life.paidOrder(mainA, [{ goodsId: goods, number: 1 }]);
  const openOrder = await life.paidOrder(mainA, [{ goodsId: goods, number: 2 }]);
  const asked = ok(
    await post('/api/user/invoice', {
      order_id: invoicedOrder,
      type: 1,
      title: '甲司发票抬头',
      tax_no: '91110105MA01JIAA01',
    }),
    'invoice',
  );
  const issued = ok(
    await t.app.inject({
      method: 'POST',
      url: `/admin-api/invoices/${asked.id}/issue`,
      headers: await staffLogin(t, 'finance'),
    }),
    'issue',
  );

  const form = multipartFile(await png(), 'l.png', 'image/png', licenceFields('京甲司0000001'));
  const zizhi = ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/user/zizhi',
      headers: { ...mainA.headers, 'content-type': form['content-type'] },
      payload: form.payload,
    }),
    'licence',
  );
  const licence = zizhi.submissions.find(
    (s: { number: string }) => s.number === '京甲司0000001',
  ).id;

  const child = ok(
    await post('/api/user/child', {
      username: 'jiaAkid',
      mobile: '19912340001',
      password: 'abc12345',
      can_order: 1,
    }),
    'child',
  ).id as number;
  ok(
    await post('/api/user/child', {
      username: 'jiaAnone',
      mobile: '19912340002',
      password: 'abc12345',
    }),
    'sub without grants',
  );
  subA = await loginAs(t, 'jiaAnone', 'abc12345');

  const store = ok(await post('/api/user/stores'), 'store').company_id as number;
  // Approved, as a store one switches to for buying (a draft is continued instead: stores.test.ts).
  await t.db
    .update(companies)
    .set({ name: '甲司二店', review: 'approved' })
    .where(eq(companies.id, store));
  ok(
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/stores/current',
      headers: mainA.headers,
      payload: { company_id: mainA.companyId },
    }),
    'back home',
  );

  ok(await post('/api/chat/messages', { text: '甲司聊天' }), 'chat');
  await t.db
    .insert(wechatBindings)
    .values({ userId: mainA.userId, openid: 'jiaA-openid', nickname: '甲司微信' });
  await t.db
    .update(contractSignatures)
    .set({ signerName: '甲司签字人' })
    .where(eq(contractSignatures.companyId, mainA.companyId));

  a = {
    message: m!.id,
    variety: variety.id,
    invoice: asked.id,
    invoicedOrder,
    openOrder,
    licence,
    child,
    store,
    home: mainA.companyId,
    orderNo: '',
  };
  const orderNos = (
    await t.db
      .select({ no: orders.orderNo })
      .from(orders)
      .where(eq(orders.companyId, mainA.companyId))
  ).map((o) => o.no);
  a.orderNo = orderNos[0]!;
  const [main] = await t.db.select().from(users).where(eq(users.id, mainA.userId));
  secrets = [
    '甲司',
    'jiaA',
    main!.mobile,
    '19912340001',
    photo,
    '91110105MA01JIAA01',
    issued.invoice_no,
    ...orderNos,
  ];
  before = await snapshotOfA();
}, 60_000);
afterAll(() => t?.close());

describe('a visitor', () => {
  it.each(rows)('$route: 401 and nothing', async (row) => {
    if (row.socket) {
      await expect(t.app.injectWS(urlOf(row), { headers: {} })).rejects.toThrow(/401/);
      return;
    }
    const res = await call(row, {});
    // The user state answers a visitor 200 with the 未登录 code (no 401 in every visitor's browser console).
    expect(res.statusCode, res.body).toBe(row.route === 'GET /api/user/info' ? 200 : 401);
    expect(res.json().code).toBe(10001);
    await expectNothingOfA(res, row);
  });
});

describe("company B's buyer", () => {
  it.each(rows)('$route: 404 for A’s ids, its own company otherwise; nothing of A', async (row) => {
    if (row.socket) return; // below, after A's rows are compared: A speaks there
    const res = await call(row, buyerB.headers);
    if (row.b === 'id') expect(res.statusCode, res.body).toBe(404);
    else expect(res.statusCode, res.body).not.toBe(401);
    expect(res.statusCode, res.body).toBeLessThan(500);
    await expectNothingOfA(res, row);
  });
});

describe('a sub-account of A without grants', () => {
  const refused = rows.filter((r) => r.needs);
  it.each(refused)('$route (needs $needs): refused, nothing of the main account', async (row) => {
    const res = await call(row, subA);
    if (row.needs === 'main' || row.needs === 'can_order')
      expect(res.statusCode, res.body).toBe(403);
    else if (row.b === 'id') expect(res.statusCode, res.body).toBe(404);
    else expect(res.statusCode, res.body).toBe(200);
    await expectNothingOfA(res, row);
  });
});

describe("A's rows", () => {
  it('are the same after every attempt', async () => {
    expect(await snapshotOfA()).toBe(before);
  });
});

describe("company B's chat socket", () => {
  it('hears B’s conversation, never A’s', async () => {
    // The table's last row moved B's session to a new store: back to its own.
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/stores/current',
      headers: buyerB.headers,
      payload: { company_id: buyerB.companyId },
    });
    const ws = await t.app.injectWS('/api/chat/ws', { headers: buyerB.headers });
    const heard: string[] = [];
    ws.on('message', (d) => heard.push(String(d)));
    for (const [who, text] of [
      [mainA, '甲司第二句'],
      [buyerB, '别家自己的话'],
    ] as const)
      ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/messages',
          headers: who.headers,
          payload: { text },
        }),
        'chat',
      );
    await new Promise((r) => setTimeout(r, 300));
    ws.terminate();
    expect(heard.join('')).toContain('别家自己的话');
    for (const s of secrets) expect(heard.join('')).not.toContain(s);
  });
});

describe('the table', () => {
  it('has a row (or a reason) for every route under the issue’s prefixes, and no stale one', () => {
    const routes = registered(t).filter((r) =>
      prefixes.some((p) => r.split(' ')[1]!.startsWith(p)),
    );
    const known = new Set([...rows.map((r) => r.route), ...Object.keys(notHere)]);
    expect(routes.filter((r) => !known.has(r))).toEqual([]);
    expect([...known].filter((r) => !routes.includes(r))).toEqual([]);
  });
});

describe("A's main account (the control: the table's ids and lists are A's)", () => {
  it.each(rows.filter((r) => !r.socket && (r.b === 'id' || r.shows)))(
    '$route: reaches it',
    async (row) => {
      const res = await call(row, mainA.headers);
      expect(res.statusCode, res.body).toBe(200);
      if (row.shows) {
        const text = await shown(res);
        expect(
          secrets.some((s) => text.includes(s)),
          `${row.route}: ${text.slice(0, 300)}`,
        ).toBe(true);
      }
    },
  );
});
