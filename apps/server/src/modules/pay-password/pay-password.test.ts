import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payPasswords, users } from '../../db/schema/index.ts';
import {
  cartOf,
  createOrder,
  get,
  type H,
  mainBuyer,
  post,
  put,
  subOf,
  t,
  useAccountsApp,
} from '../../test/accounts-scene.ts';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { startServer, stopServers } from '../../test/server-process.ts';

// The payment password (支付密码): off until the main account turns it on with
// an SMS code; then balance payments ask for it, five wrong tries (counted
// before the check, so concurrent tries cannot pass five) lock them for 15
// minutes, and the main account resets it with an SMS code.

useAccountsApp();

let keys = 0;
const payBody = (extra: object = {}) => ({
  method: 'balance',
  key: `pay-pass-key-${++keys}`,
  ...extra,
});

async function codeFor(b: TestBuyer) {
  const [u] = await t.db.select({ m: users.mobile }).from(users).where(eq(users.id, b.userId));
  // Each test's codes come from one address; its hourly budget (10) is the login tests' subject.
  await Promise.all([t.kv.del(`sms:${u!.m}`), t.kv.del('sms:ip:127.0.0.1')]);
  const sent = await post('/api/user/pay-password/code', b.headers);
  expect(sent.json().code, sent.body).toBe(10000);
  return t.sms.lastCode(u!.m)!;
}

async function turnOn(b: TestBuyer, password = '246810') {
  const code = await codeFor(b);
  const res = await post('/api/user/pay-password', b.headers, {
    code,
    password,
    password_confirmation: password,
  });
  expect(res.json().code, res.body).toBe(10000);
}

async function unpaidOrder(headers: H, addressId: number) {
  const lines = await cartOf(headers, await makeGoods(t.db), 10);
  return (await createOrder(headers, lines, addressId)).json().data.id as number;
}

describe('payment password', () => {
  it('is off until turned on with the SMS code; only the main account manages it', async () => {
    const b = await mainBuyer();
    const status = (await get('/api/user/pay-password', b.headers)).json().data;
    expect(status).toMatchObject({ enabled: 0, locked: 0, can_manage: 1 });
    expect(status.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    // Off: a balance payment asks for nothing.
    const first = await unpaidOrder(b.headers, b.addressId);
    expect((await post(`/api/order/${first}/pay`, b.headers, payBody())).json().code).toBe(10000);

    const code = await codeFor(b);
    const wrongCode = await post('/api/user/pay-password', b.headers, {
      code: code === '000000' ? '111111' : '000000',
      password: '246810',
      password_confirmation: '246810',
    });
    expect(wrongCode.statusCode).toBe(422);
    for (const bad of ['12345', '1234567', 'abcdef', '12345a']) {
      const res = await post('/api/user/pay-password', b.headers, {
        code,
        password: bad,
        password_confirmation: bad,
      });
      expect(res.statusCode, bad).toBe(422);
    }
    const mismatch = await post('/api/user/pay-password', b.headers, {
      code,
      password: '246810',
      password_confirmation: '246811',
    });
    expect(mismatch.statusCode).toBe(422);
    expect((await get('/api/user/pay-password', b.headers)).json().data.enabled).toBe(0);

    const sub = await subOf(b, { can_order: 1, can_pay: 1 });
    expect((await post('/api/user/pay-password/code', sub.headers)).statusCode).toBe(403);
    expect(
      (
        await post('/api/user/pay-password', sub.headers, {
          code,
          password: '1',
          password_confirmation: '1',
        })
      ).statusCode,
    ).toBe(422);

    await turnOn(b);
    const [row] = await t.db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.companyId, b.companyId));
    expect(row!.hash).toMatch(/^scrypt\$/);
    expect(row!.hash).not.toContain('246810');
    expect((await get('/api/user/pay-password', sub.headers)).json().data).toMatchObject({
      enabled: 1,
      can_manage: 0,
      mobile: '',
    });
  });

  it('is asked for balance payments; the right one pays', async () => {
    const b = await mainBuyer();
    await turnOn(b);
    const id = await unpaidOrder(b.headers, b.addressId);
    const missing = await post(`/api/order/${id}/pay`, b.headers, payBody());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toMatchObject({ reason: 'pay_password_required' });
    const wrong = await post(
      `/api/order/${id}/pay`,
      b.headers,
      payBody({ pay_password: '135790' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toBe('支付密码错误，还可以尝试 4 次');
    const right = await post(
      `/api/order/${id}/pay`,
      b.headers,
      payBody({ pay_password: '246810' }),
    );
    expect(right.json().data.status, right.body).toBe('paid');
    // A right one takes back the wrong ones before it.
    const [row] = await t.db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.companyId, b.companyId));
    expect(row!.fails).toBe(0);
  });

  it('five wrong tries at once lock balance payments for 15 minutes, never more than five checked', async () => {
    const b = await mainBuyer();
    await turnOn(b);
    const id = await unpaidOrder(b.headers, b.addressId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '000000' })),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
    const locked = await post(
      `/api/order/${id}/pay`,
      b.headers,
      payBody({ pay_password: '246810' }),
    );
    expect(locked.statusCode).toBe(429);
    const status = (await get('/api/user/pay-password', b.headers)).json().data;
    expect(status.locked).toBe(1);
    const minutes = (new Date(status.locked_until).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Changing it is a counted try too: refused while locked.
    const change = await put('/api/user/pay-password', b.headers, {
      old_password: '246810',
      password: '111222',
      password_confirmation: '111222',
    });
    expect(change.statusCode).toBe(429);

    // The main account resets it with an SMS code: the lock ends, the new one pays.
    await turnOn(b, '135246');
    const paid = await post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '135246' }));
    expect(paid.json().data.status, paid.body).toBe('paid');
  });

  it('a lock ends after its 15 minutes', async () => {
    const b = await mainBuyer();
    await turnOn(b);
    const id = await unpaidOrder(b.headers, b.addressId);
    for (let i = 0; i < 5; i++)
      await post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '000000' }));
    expect((await get('/api/user/pay-password', b.headers)).json().data.locked).toBe(1);
    await t.db
      .update(payPasswords)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(payPasswords.companyId, b.companyId));
    const paid = await post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '246810' }));
    expect(paid.json().data.status, paid.body).toBe('paid');
  });

  it('changes knowing the old one, and turns off with the SMS code', async () => {
    const b = await mainBuyer();
    await turnOn(b);
    const wrongOld = await put('/api/user/pay-password', b.headers, {
      old_password: '999999',
      password: '111222',
      password_confirmation: '111222',
    });
    expect(wrongOld.statusCode).toBe(422);
    const changed = await put('/api/user/pay-password', b.headers, {
      old_password: '246810',
      password: '111222',
      password_confirmation: '111222',
    });
    expect(changed.json().code, changed.body).toBe(10000);
    const id = await unpaidOrder(b.headers, b.addressId);
    expect(
      (await post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '246810' })))
        .statusCode,
    ).toBe(422);
    const off = await post('/api/user/pay-password/disable', b.headers, { code: await codeFor(b) });
    expect(off.json().code, off.body).toBe(10000);
    expect((await post(`/api/order/${id}/pay`, b.headers, payBody())).json().data.status).toBe(
      'paid',
    );
  });

  it('does not let another company read or change it', async () => {
    const a = await mainBuyer();
    await turnOn(a);
    const other = await mainBuyer();
    expect((await get('/api/user/pay-password', other.headers)).json().data.enabled).toBe(0);
    const id = await unpaidOrder(a.headers, a.addressId);
    // Another company's order: 404 before any password is asked.
    const res = await post(`/api/order/${id}/pay`, other.headers, payBody());
    expect(res.statusCode).toBe(404);
  });

  it('a sub-account that may not pay cannot spend the tries or lock the store', async () => {
    const b = await mainBuyer();
    await turnOn(b);
    const id = await unpaidOrder(b.headers, b.addressId);
    const orderOnly = await subOf(b, { can_order: 1, can_pay: 0 });
    for (let i = 0; i < 6; i++) {
      const res = await post(
        `/api/order/${id}/pay`,
        orderOnly.headers,
        payBody({ pay_password: '000000' }),
      );
      expect(res.statusCode, res.body).toBe(403);
    }
    const [row] = await t.db
      .select()
      .from(payPasswords)
      .where(eq(payPasswords.companyId, b.companyId));
    expect(row).toMatchObject({ fails: 0, lockedUntil: null });
    const paid = await post(`/api/order/${id}/pay`, b.headers, payBody({ pay_password: '246810' }));
    expect(paid.json().data.status, paid.body).toBe('paid');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'counts tries across two server processes: never more than five checked',
    async () => {
      const b = await mainBuyer();
      await turnOn(b);
      const id = await unpaidOrder(b.headers, b.addressId);
      const servers = await Promise.all([startServer(t.databaseUrl!), startServer(t.databaseUrl!)]);
      try {
        const codes = await Promise.all(
          Array.from({ length: 12 }, async (_, i) => {
            const res = await fetch(`${servers[i % 2]!.url}/api/order/${id}/pay`, {
              method: 'POST',
              headers: { ...b.headers, 'content-type': 'application/json' },
              body: JSON.stringify(payBody({ pay_password: '000000' })),
            });
            return res.status;
          }),
        );
        expect(codes.filter((c) => c === 422)).toHaveLength(4);
        expect(codes.filter((c) => c === 429)).toHaveLength(8);
      } finally {
        await stopServers(servers);
      }
    },
    180_000,
  );
});
