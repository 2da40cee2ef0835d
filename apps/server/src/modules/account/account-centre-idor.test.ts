import { eq, inArray } from 'drizzle-orm';
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
import {
  type A,
  licenceFields,
  notHere,
  ok,
  png,
  prefixes,
  type Row,
  registered,
  rows,
} from './account-centre-idor-rows.ts';

// Issue 11's buyer endpoints: the table and what each intruder may get are in the rows file.

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
