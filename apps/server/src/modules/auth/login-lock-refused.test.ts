import { describe, expect, it } from 'vitest';
import { staffLogin } from '../../test/helper.ts';
import { ownShop, RIGHT, type Shop } from '../../test/login-lock.ts';

// An attempt refused before its password is looked at (429: its address or
// its name is over the count) is no guess at the account. It was counted as
// one: thirty failures at made-up names from one address, then a few
// requests naming clinic, and clinic's own right password was answered
// 用户名或密码错误 from every unknown browser, with no lock the console could
// list or lift and no notice to the owner; a burst at one name showed staff
// twelve failed checks where five were made.

let address = 0;
const from = () => `10.9.${Math.floor(++address / 200)}.${address % 200}`;

const attempt = (s: Shop, username: string, password: string, remoteAddress: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { username, password },
  });

const locksSeen = async (s: Shop) =>
  (
    await s.t.app.inject({
      url: '/admin-api/login-locks',
      headers: await staffLogin(s.t, 'service'),
    })
  ).json().data.data as { username: string; fails: number }[];

describe('attempts refused before the check', () => {
  const s = ownShop();

  it('from an address over its count do not count against the login they name', async () => {
    const crowded = from();
    for (let i = 0; i < 30; i++) await attempt(s, `nobody${i}`, 'wrong1x', crowded);
    for (let i = 0; i < 6; i++) {
      const r = await attempt(s, i % 2 ? 'clinic' : '13800000002', 'wrong1x', crowded);
      expect(r.statusCode, r.body).toBe(429);
      expect(r.json()).toMatchObject({ code: 429, data: null });
    }
    // The owner, from a browser it never used, by either name.
    for (const name of ['13800000002', 'clinic']) {
      const r = await attempt(s, name, RIGHT, from());
      expect(r.json(), `${name}: ${r.body}`).toMatchObject({ code: 10000 });
    }
    expect(await locksSeen(s)).toEqual([]);
    expect(await s.lockNotices()).toBe(0);
  });

  it('in a burst at one name are not counted as checks: the lock staff see holds the five made', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(s, 'demo', `burst${i}x`, from())),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    expect(await locksSeen(s)).toEqual([expect.objectContaining({ username: 'demo', fails: 5 })]);
  });
});
