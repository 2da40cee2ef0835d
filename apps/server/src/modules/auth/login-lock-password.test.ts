import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { loginAs } from '../../test/helper.ts';
import { type Cookies, deviceOf, login, ownShop, RIGHT, type Shop } from '../../test/login-lock.ts';

// A device cookie once outlived a new password: a pharmacy that changed its
// password because a computer was lost found that computer still let past the
// lock. The cookie is now bound to the password (device-cookie.ts); every way
// a password is set voids the cookies issued before it, and the new password
// lifts the lock the old one's guessers made.

const NEW = 'fresh2026x';
const post = (s: Shop, url: string, payload: object, headers: Record<string, string> = {}) =>
  s.t.app.inject({ method: 'POST', url, payload, headers });
const bearer = (res: Awaited<ReturnType<typeof login>>) => ({
  authorization: `Bearer ${res.json().data.token}`,
});
/** Five wrong passwords from a client that never logged in: the login is locked for such clients. */
async function lockOut(s: Shop, username: string) {
  for (let i = 0; i < 5; i++)
    expect((await login(s.t.app, username, `guess${i}x`)).statusCode).toBe(400);
  expect((await login(s.t.app, username, `guess5x`)).statusCode).toBe(429);
}

type Way = {
  name: string;
  username: string;
  /** Sets the new password; the device cookie the answer set, if any. */
  change(s: Shop, session: Record<string, string>): Promise<Cookies | null>;
};

const ways: Way[] = [
  {
    name: 'the account centre (its own browser gets a new cookie)',
    username: 'clinic',
    async change(s, session) {
      const res = await post(
        s,
        '/api/user/password',
        { old_password: RIGHT, password: NEW, password_confirmation: NEW },
        session,
      );
      expect(res.json(), res.body).toMatchObject({ code: 10000 });
      return deviceOf(res);
    },
  },
  {
    name: 'the forgotten-password flow',
    username: 'newshop',
    async change(s) {
      const mobile = '13800000004';
      expect((await post(s, '/api/user/create-code', { mobile, type: 'forget' })).statusCode).toBe(
        200,
      );
      const code = s.t.sms.lastCode(mobile)!;
      const { ticket } = (await post(s, '/api/user/forget/verify', { mobile, code })).json().data;
      const res = await post(s, '/api/user/reset-password', {
        ticket,
        password: NEW,
        password_confirmation: NEW,
      });
      expect(res.json(), res.body).toMatchObject({ code: 10000 });
      return null;
    },
  },
  {
    name: 'the main account setting its sub-account’s password',
    username: 'demo_caigou',
    async change(s) {
      const [sub] = await s.t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'demo_caigou'));
      const res = await s.t.app.inject({
        method: 'PUT',
        url: `/api/user/child/${sub!.id}`,
        headers: await loginAs(s.t, 'demo'),
        payload: { password: NEW },
      });
      expect(res.json(), res.body).toMatchObject({ code: 10000 });
      return null;
    },
  },
];

describe('a device cookie issued before a new password', () => {
  const s = ownShop();

  it.each(ways)('is an unknown client’s after $name; one issued after works', async (way) => {
    const first = await login(s.t.app, way.username, RIGHT);
    const before = deviceOf(first);
    const changer = await way.change(s, bearer(first));
    const after = deviceOf(await login(s.t.app, way.username, NEW));
    await lockOut(s, way.username);
    expect((await login(s.t.app, way.username, NEW, before)).statusCode).toBe(429);
    expect((await login(s.t.app, way.username, NEW, after)).json().code).toBe(10000);
    if (changer) expect((await login(s.t.app, way.username, NEW, changer)).json().code).toBe(10000);
  });
});

describe('a new password while a guesser holds the lock', () => {
  const s = ownShop();

  // The lock notice tells the owner to change the password; the change was
  // counted with the guesses at the login, so the guesser's five refused it.
  it('is accepted in the account centre, and lifts the lock', async () => {
    const session = bearer(await login(s.t.app, 'clinic', RIGHT));
    await lockOut(s, 'clinic');
    await ways[0]!.change(s, session);
    expect((await login(s.t.app, 'clinic', NEW)).json().code).toBe(10000);
  });

  it('set by the main account lifts its sub-account’s lock', async () => {
    await lockOut(s, 'demo_caigou');
    await ways[2]!.change(s, {});
    expect((await login(s.t.app, 'demo_caigou', NEW)).json().code).toBe(10000);
  });

  it('still refuses a sixth wrong current password in 15 minutes', async () => {
    const session = bearer(await login(s.t.app, 'pending', RIGHT));
    const change = (old: string) =>
      post(
        s,
        '/api/user/password',
        { old_password: old, password: NEW, password_confirmation: NEW },
        session,
      );
    for (let i = 0; i < 5; i++) expect((await change(`wrong${i}x`)).statusCode).toBe(422);
    expect((await change(RIGHT)).json()).toMatchObject({ code: 429 });
  });
});
