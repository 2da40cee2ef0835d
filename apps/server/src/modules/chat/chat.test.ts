import { randomBytes } from 'node:crypto';
import type { ChatEvent } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { type App, buildApp } from '../../app.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { companies } from '../../db/schema/company.ts';
import { type Bus, memoryBus, redisBus } from '../../platform/bus.ts';
import { memoryKv } from '../../platform/kv.ts';
import { LogSmsProvider } from '../../platform/sms.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { CHAT_MESSAGES_PER_MINUTE } from './service.ts';

// Two server processes share the database; with TEST_REDIS_URL each has its
// own Redis bus (as two real processes would), otherwise one memory bus.
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `chat_test_${randomBytes(4).toString('hex')}:`;
const newBus = (): Bus => (redisUrl ? redisBus(redisUrl, prefix) : memoryBus());

let busA: Bus;
let busB: Bus;
let t: TestApp;
let other: App;
let a: TestBuyer;
let b: TestBuyer;
let service: Record<string, string>;
let warehouse: Record<string, string>;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  busA = newBus();
  busB = redisUrl ? newBus() : busA;
  t = await testApp({ goodsCount: 10, bus: busA });
  other = await buildApp({
    db: t.db,
    kv: memoryKv(),
    bus: busB,
    sms: new LogSmsProvider(() => {}),
    publicUrl: 'http://shop.test',
    validateResponses: true,
  });
  await other.ready();
  [a, b] = (await makeBuyers(t.db, 2, 'chat')) as [TestBuyer, TestBuyer];
  for (const x of [a, b])
    await t.db.update(companies).set({ canChat: true }).where(eq(companies.id, x.companyId));
  service = await staffLogin(t, 'service');
  warehouse = await staffLogin(t, 'warehouse');
  // Redis subscriptions are made asynchronously; give them a moment.
  if (redisUrl) await new Promise((r) => setTimeout(r, 200));
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await other?.close();
  await t?.close();
  await busA?.close();
  if (busB !== busA) await busB?.close();
});

async function open(app: App, path: string, headers: Record<string, string>) {
  const ws = await app.injectWS(path, { headers });
  sockets.push(ws);
  const events: ChatEvent[] = [];
  const waiting: ((e: ChatEvent) => void)[] = [];
  ws.on('message', (data) => {
    const e = JSON.parse(String(data)) as ChatEvent;
    const w = waiting.shift();
    if (w) w(e);
    else events.push(e);
  });
  return {
    ws,
    /** The next event, or a failure after a second. */
    next: () =>
      events.length > 0
        ? Promise.resolve(events.shift()!)
        : new Promise<ChatEvent>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no chat event')), 1500);
            waiting.push((e) => {
              clearTimeout(timer);
              resolve(e);
            });
          }),
    events,
  };
}

const send = (
  app: App,
  headers: Record<string, string>,
  text: string,
  url = '/api/chat/messages',
) => app.inject({ method: 'POST', url, headers, payload: { text } });

describe('customer-service chat', () => {
  it('gives the demo pharmacy its seeded history and the clinic the QQ links instead', async () => {
    const demo = await loginAs(t, 'demo');
    const state = (await t.app.inject({ url: '/api/chat', headers: demo })).json().data;
    expect(state).toMatchObject({ enabled: 1, unread: 1 });
    expect(state.contact.name).not.toBe('');
    const history = (await t.app.inject({ url: '/api/chat/messages', headers: demo })).json().data;
    expect(history.data.map((m: { side: string }) => m.side)).toEqual([
      'buyer',
      'staff',
      'buyer',
      'staff',
    ]);
    expect(history.has_more).toBe(0);

    const clinic = await loginAs(t, 'clinic');
    const info = (await t.app.inject({ url: '/api/user/info', headers: clinic })).json().data;
    expect(info.is_can_chat).toBe(0);
    expect((await t.app.inject({ url: '/api/chat', headers: clinic })).json().data.enabled).toBe(0);
    expect((await t.app.inject({ url: '/api/chat/messages', headers: clinic })).statusCode).toBe(
      403,
    );
    expect((await send(t.app, clinic, '你好')).statusCode).toBe(403);
    await expect(t.app.injectWS('/api/chat/ws', { headers: clinic })).rejects.toThrow(/403/);
  });

  it('refuses a visitor everything, its socket included', async () => {
    for (const url of ['/api/chat', '/api/chat/messages'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await send(t.app, {}, '你好')).statusCode).toBe(401);
    await expect(t.app.injectWS('/api/chat/ws', { headers: {} })).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/admin-api/chat/ws', { headers: {} })).rejects.toThrow(/401/);
    // A buyer's token is no staff token.
    await expect(t.app.injectWS('/admin-api/chat/ws', { headers: a.headers })).rejects.toThrow(
      /401/,
    );
    expect(
      (await t.app.inject({ url: '/admin-api/chat/conversations', headers: a.headers })).statusCode,
    ).toBe(401);
  });

  it('refuses a socket opened from another site with the buyer cookie', async () => {
    await expect(
      t.app.injectWS('/api/chat/ws', {
        headers: { ...a.headers, origin: 'https://evil.example', host: 'shop.test' },
      }),
    ).rejects.toThrow(/403/);
  });

  it('carries a buyer message to staff on another process and the answer back, with unread counts', async () => {
    const buyerSocket = await open(t.app, '/api/chat/ws', a.headers);
    const otherBuyer = await open(t.app, '/api/chat/ws', b.headers);
    const staffSocket = await open(other, '/admin-api/chat/ws', service);

    const sent = await send(t.app, a.headers, '<b>请问</b>今天能发货吗？');
    expect(sent.statusCode).toBe(200);
    const atStaff = await staffSocket.next();
    expect(atStaff).toMatchObject({
      type: 'message',
      unread: 1,
      message: { side: 'buyer', text: '<b>请问</b>今天能发货吗？' },
    });
    // The buyer's own socket hears its message too (another tab of it).
    expect(await buyerSocket.next()).toMatchObject({ type: 'message', unread: 0 });

    const list = (
      await other.inject({ url: '/admin-api/chat/conversations', headers: service })
    ).json().data;
    const conv = list.data.find((c: { company_id: number }) => c.company_id === a.companyId);
    expect(conv).toMatchObject({ staff_unread: 1, buyer_unread: 0 });
    expect(list.unread_total).toBeGreaterThanOrEqual(1);

    const read = await other.inject({
      method: 'POST',
      url: `/admin-api/chat/conversations/${conv.id}/read`,
      headers: service,
    });
    expect(read.statusCode).toBe(200);
    expect(await buyerSocket.next()).toMatchObject({ type: 'read', side: 'staff' });
    await staffSocket.next(); // its own read event

    const reply = await send(
      other,
      service,
      '今天下午发出',
      `/admin-api/chat/conversations/${conv.id}/messages`,
    );
    expect(reply.statusCode).toBe(200);
    expect(await buyerSocket.next()).toMatchObject({
      type: 'message',
      unread: 1,
      message: { side: 'staff', text: '今天下午发出', sender_name: '吴客服' },
    });
    expect((await t.app.inject({ url: '/api/chat', headers: a.headers })).json().data.unread).toBe(
      1,
    );
    await t.app.inject({ method: 'POST', url: '/api/chat/read', headers: a.headers });
    expect((await t.app.inject({ url: '/api/chat', headers: a.headers })).json().data.unread).toBe(
      0,
    );

    // Another company heard nothing of it, and its history is its own.
    await new Promise((r) => setTimeout(r, 100));
    expect(otherBuyer.events).toEqual([]);
    const bHistory = (await t.app.inject({ url: '/api/chat/messages', headers: b.headers })).json()
      .data;
    expect(bHistory.data).toEqual([]);
  });

  it('lets only staff with the messages permission read or answer a conversation', async () => {
    await send(t.app, b.headers, '在吗');
    const list = (
      await t.app.inject({ url: '/admin-api/chat/conversations', headers: service })
    ).json().data;
    const conv = list.data.find((c: { company_id: number }) => c.company_id === b.companyId);
    const before = await t.db.select().from(chatMessages);
    for (const req of [
      { url: '/admin-api/chat/conversations' },
      { url: `/admin-api/chat/conversations/${conv.id}/messages` },
      {
        method: 'POST' as const,
        url: `/admin-api/chat/conversations/${conv.id}/messages`,
        payload: { text: 'x' },
      },
      { method: 'POST' as const, url: `/admin-api/chat/conversations/${conv.id}/read` },
    ])
      expect((await t.app.inject({ ...req, headers: warehouse })).statusCode).toBe(403);
    await expect(t.app.injectWS('/admin-api/chat/ws', { headers: warehouse })).rejects.toThrow(
      /403/,
    );
    expect(await t.db.select().from(chatMessages)).toHaveLength(before.length);
    const unknown = await t.app.inject({
      url: '/admin-api/chat/conversations/999999/messages',
      headers: service,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes 500 characters, refuses 501 and blank text, and stores nothing refused', async () => {
    const before = (await t.db.select().from(chatMessages)).length;
    expect((await send(t.app, a.headers, '药'.repeat(500))).statusCode).toBe(200);
    const long = await send(t.app, a.headers, '药'.repeat(501));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toBeDefined();
    expect((await send(t.app, a.headers, '   ')).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/messages',
          headers: a.headers,
          payload: { text: 'hi', conversation_id: 1 },
        })
      ).statusCode,
    ).toBe(422);
    expect(await t.db.select().from(chatMessages)).toHaveLength(before + 1);
  });

  it('pages the history backwards by message id', async () => {
    for (let i = 0; i < 5; i++) await send(t.app, b.headers, `第${i}条`);
    const first = (
      await t.app.inject({ url: '/api/chat/messages?limit=3', headers: b.headers })
    ).json().data;
    expect(first.data.map((m: { text: string }) => m.text)).toEqual(['第2条', '第3条', '第4条']);
    expect(first.has_more).toBe(1);
    const older = (
      await t.app.inject({
        url: `/api/chat/messages?limit=3&before=${first.data[0].id}`,
        headers: b.headers,
      })
    ).json().data;
    expect(older.data.map((m: { text: string }) => m.text)).toEqual(['在吗', '第0条', '第1条']);
    expect(older.has_more).toBe(0);
  });
});

describe('ended sessions and limits', () => {
  const chatBuyer = async (name: string) => {
    const [x] = (await makeBuyers(t.db, 1, name)) as [TestBuyer];
    await t.db.update(companies).set({ canChat: true }).where(eq(companies.id, x.companyId));
    return x;
  };
  const closed = (ws: WebSocket) =>
    new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));

  it('closes a socket at once when its session ends on the other process', async () => {
    const c = await chatBuyer('chatend');
    const { ws } = await open(t.app, '/api/chat/ws', c.headers);
    const code = closed(ws);
    const out = await other.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: c.headers,
    });
    expect(out.statusCode).toBe(200);
    // Well before the next ping (25 s).
    expect(await Promise.race([code, new Promise((r) => setTimeout(() => r('open'), 2000))])).toBe(
      4001,
    );
  });

  it(`takes ${CHAT_MESSAGES_PER_MINUTE} messages a minute from one sender, then a 429`, async () => {
    const c = await chatBuyer('chatrate');
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await send(t.app, c.headers, `第${i}条`)).statusCode).toBe(200);
    const over = await send(t.app, c.headers, '多一条');
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toContain('发送过于频繁');
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.body, '多一条'));
    expect(stored).toHaveLength(0);
  });

  it('closes a staff socket at once when that staff session logs out', async () => {
    const own = await staffLogin(t, 'service');
    const { ws } = await open(t.app, '/admin-api/chat/ws', own);
    const kept = await open(t.app, '/admin-api/chat/ws', service);
    const code = closed(ws);
    const out = await t.app.inject({ method: 'DELETE', url: '/admin-api/logout', headers: own });
    expect(out.statusCode, out.body).toBe(200);
    expect(await Promise.race([code, new Promise((r) => setTimeout(() => r('open'), 2000))])).toBe(
      4001,
    );
    // Another session of the same staff member keeps its socket.
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  it(`takes ${CHAT_MESSAGES_PER_MINUTE} answers a minute from one staff member, then a 429`, async () => {
    const c = await chatBuyer('chatstaffrate');
    await send(t.app, c.headers, '请问有货吗');
    const admin = await staffLogin(t, 'admin');
    const list = (
      await t.app.inject({ url: '/admin-api/chat/conversations', headers: admin })
    ).json().data;
    const conv = list.data.find((x: { company_id: number }) => x.company_id === c.companyId);
    const answer = (text: string) =>
      send(t.app, admin, text, `/admin-api/chat/conversations/${conv.id}/messages`);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await answer(`答复${i}`)).statusCode).toBe(200);
    const over = await answer('多一条答复');
    expect(over.statusCode).toBe(429);
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.body, '多一条答复'));
    expect(stored).toHaveLength(0);
  });
});
