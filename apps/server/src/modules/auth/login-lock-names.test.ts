import { describe, expect, it } from 'vitest';
import type { Kv } from '../../platform/kv.ts';
import { deviceOf, login, newKv, ownShop, RIGHT, type Shop } from '../../test/login-lock.ts';

// What a guesser learns from the lock's answers. A lock made through a
// username once showed through its mobile (and the other way round), telling
// which mobile is whose; a made-up name's lock folded case where a real one
// did not ('CLINIC' was a stranger to 'clinic', 'NOBODY' locked with
// 'nobody'), telling which names exist; and a real login's lock made more kv
// round trips than a made-up name's (a notice's bookkeeping, the refused
// count), a timing a patient guesser can average out. Now every name answers
// after its own guesses only, the same answers after the same kv round trips.

let address = 0;
/** Each sequence from a client address of its own: the per-address count is not what these meet. */
const from = () => `10.7.${Math.floor(++address / 200)}.${address % 200}`;

/** Six wrong passwords at a name, answered as the client sees them (status and envelope). */
async function sixGuesses(s: Shop, name: string) {
  const remoteAddress = from();
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      payload: { username: name, password: `guess${i}x` },
    });
    seen.push(`${res.statusCode} ${res.body}`);
  }
  return seen;
}

describe('a lock seen from another name', () => {
  const s = ownShop();

  it('answers a locked username’s mobile as a stranger’s mobile and a made-up one', async () => {
    const locked = await sixGuesses(s, 'clinic');
    expect(locked.slice(4).map((a) => a.slice(0, 3))).toEqual(['400', '429']);
    const [own, stranger, madeUp] = [
      await sixGuesses(s, '13800000002'),
      await sixGuesses(s, '13800000003'),
      await sixGuesses(s, '13912340000'),
    ];
    expect(own).toEqual(locked);
    expect(stranger).toEqual(locked);
    expect(madeUp).toEqual(locked);
  });

  it('answers a locked mobile’s username as a stranger’s username and a made-up one', async () => {
    const locked = await sixGuesses(s, '13800000001');
    for (const name of ['demo', 'newshop', 'nobody_here'])
      expect(await sixGuesses(s, name), name).toEqual(locked);
  });

  it('matches a name exactly, whether it is a login or made up', async () => {
    await sixGuesses(s, 'nobodyx');
    // 'clinic' was locked above; neither other spelling is the locked name.
    expect(await sixGuesses(s, 'CLINIC')).toEqual(await sixGuesses(s, 'NOBODYX'));
  });
});

describe('an account locked through one of its names', () => {
  const s = ownShop();

  it('takes no password through its other name from an unknown client; its owner’s browser gets in', async () => {
    const known = deviceOf(await login(s.t.app, 'clinic', RIGHT));
    await sixGuesses(s, 'clinic');
    const wrong = await login(s.t.app, '13800000002', 'guess9x');
    const right = await login(s.t.app, '13800000002', RIGHT);
    // Answered as a wrong password: a 429 here would tell the guesser this mobile is clinic's.
    expect(right.statusCode).toBe(400);
    expect(right.body).toBe(wrong.body);
    expect((await login(s.t.app, '13800000002', RIGHT, known)).json().code).toBe(10000);
  });
});

/** A kv whose every call takes `ms` while `slow` is on: the kv round trips an answer waits on show in its time. */
function slowKv(inner: Kv) {
  const pace = { ms: 0 };
  const paced = <T>(call: () => Promise<T>) =>
    pace.ms ? new Promise((r) => setTimeout(r, pace.ms)).then(call) : call();
  const kv: Kv = {
    get shared() {
      return inner.shared;
    },
    incr: (k, ttl, by) => paced(() => inner.incr(k, ttl, by)),
    claim: (k, ttl) => paced(() => inner.claim(k, ttl)),
    get: (k) => paced(() => inner.get(k)),
    del: (k) => paced(() => inner.del(k)),
    hset: (k, f, v, ttl) => paced(() => inner.hset(k, f, v, ttl)),
    hgetall: (k) => paced(() => inner.hgetall(k)),
    hdel: (k, f) => paced(() => inner.hdel(k, f)),
    close: () => inner.close(),
  };
  return { kv, pace };
}

describe('the time a lock’s answers take', () => {
  // Long beside a password check (tens of milliseconds), so a busy machine does not blur a round.
  const ROUND = 700;
  const { kv, pace } = slowKv(newKv());
  const s = ownShop(kv);

  /** How many kv round trips the answers to the 1st, 5th (locking) and 6th (locked) guess waited on. */
  async function rounds(name: string) {
    const remoteAddress = from();
    const out: number[] = [];
    for (let i = 1; i <= 6; i++) {
      pace.ms = i === 1 || i >= 5 ? ROUND : 0;
      const start = performance.now();
      await s.t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        payload: { username: name, password: `guess${i}x` },
      });
      if (pace.ms) out.push(Math.floor((performance.now() - start) / ROUND));
    }
    pace.ms = 0;
    return out;
  }

  it('is the same for a made-up name, a real one, and the other name of a locked account', async () => {
    // The device-cookie key is read once, on the first login: not in what is timed.
    await login(s.t.app, 'warm_up', 'guess0x');
    const madeUp = await rounds('nobody_timed');
    expect(await rounds('clinic')).toEqual(madeUp);
    expect(await rounds('13800000002')).toEqual(madeUp);
  }, 90_000);
});
