import { AppError } from '../../http/errors.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Device } from './device-cookie.ts';

// Who may try a password now, counted before the password is checked
// (atomically, so concurrent guesses cannot all be checked before the first
// failure counts), after OWASP's device-cookie scheme:
// - a browser with a valid device cookie for the login is counted by itself:
//   ten failures in 15 minutes lock that cookie for 15 minutes; neither the
//   login's lock nor its address's count stops it;
// - every other client is counted per login (five failures lock the login
//   for unknown clients for 15 minutes, and its owner is told of a lock at
//   most once a day, beside the answer, never before it)
//   and per address (thirty failures refuse unknown clients from that address).
// Counters and locks live in the kv (Redis across processes); the logins
// locked now are indexed there too, for the console.

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;
export const MAX_FAILS_PER_LOGIN = 5;
export const MAX_FAILS_PER_ADDRESS = 30;
export const MAX_FAILS_PER_DEVICE = 10;
/**
 * The owner hears of its login's lock once in this time: a script renewing the
 * lock every 15 minutes would otherwise send it 96 texts a day.
 */
export const NOTICE_SECONDS = 24 * 3600;
const LOCK_INDEX = 'login:locks';

export const accountTries = (userId: number) => `login:try:id:${userId}`;
const tries = (subject: string) => `login:try:${subject}`;
const lockOf = (subject: string) => `login:lock:${subject}`;
const refusedOf = (userId: number) => `login:refused:id:${userId}`;
const toldOf = (userId: number) => `login:told:id:${userId}`;

export const tooManyLogins = () => new AppError('too_many', '登录失败次数过多，请 15 分钟后再试');

/** A login locked for unknown clients, as the console lists it. */
export type LoginLock = {
  userId: number;
  /** Failed checks in the window that led to the lock. */
  fails: number;
  /** Attempts refused since, without a check. */
  refused: number;
  since: Date;
  until: Date;
};

type Attempt = { failed(): Promise<void>; succeeded(): Promise<void> };
type Who = {
  /** The login the name or mobile belongs to; null for a name that is no login. */
  userId: number | null;
  login: string;
  address: string;
  /** A valid device cookie for this login, or null: an unknown client. */
  device: Device | null;
};

export function loginGuard(
  kv: Kv,
  /**
   * Called after a real login's lock is in place, at most once a day per login;
   * not awaited (its failure is its own to report).
   */
  onLocked: (userId: number, until: Date) => Promise<void>,
  now: () => number = Date.now,
) {
  const isLocked = async (subject: string) => (await kv.get(lockOf(subject))) > 0;

  /** Locks a subject; true for the one call that did (concurrent failures lock once). */
  const lock = (subject: string) => kv.claim(lockOf(subject), LOCK_SECONDS);

  async function lockLogin(subject: string, userId: number | null) {
    if (!(await lock(subject)) || userId === null) return;
    const since = now();
    const until = since + LOCK_SECONDS * 1000;
    await kv.hset(LOCK_INDEX, String(userId), JSON.stringify({ since, until }), LOCK_SECONDS);
    // Not awaited: the guesser's fifth answer must come as fast for a real
    // login as for a made-up name (the text once made it late, telling which
    // names exist) and never wait on an SMS gateway.
    if (await kv.claim(toldOf(userId), NOTICE_SECONDS))
      void onLocked(userId, new Date(until)).catch(() => {});
  }

  async function knownDevice(device: Device): Promise<Attempt> {
    const subject = `dev:${device.nonce}`;
    if (await isLocked(subject)) throw tooManyLogins();
    const n = await kv.incr(tries(subject), LOGIN_WINDOW_SECONDS);
    if (n > MAX_FAILS_PER_DEVICE) throw tooManyLogins();
    return {
      failed: async () => {
        if (n >= MAX_FAILS_PER_DEVICE) await lock(subject);
      },
      succeeded: () => kv.del(tries(subject)),
    };
  }

  async function unknownClient({ userId, login, address }: Who): Promise<Attempt> {
    // One count per account, whichever of its names (username, mobile) the
    // guesses use; a name that is no account is counted by itself.
    const subject = userId === null ? `u:${login.toLowerCase()}` : `id:${userId}`;
    if (await isLocked(subject)) {
      if (userId !== null) await kv.incr(refusedOf(userId), LOCK_SECONDS);
      throw tooManyLogins();
    }
    const [n, fromAddress] = await Promise.all([
      kv.incr(tries(subject), LOGIN_WINDOW_SECONDS),
      kv.incr(tries(`ip:${address}`), LOGIN_WINDOW_SECONDS),
    ]);
    if (n > MAX_FAILS_PER_LOGIN || fromAddress > MAX_FAILS_PER_ADDRESS) throw tooManyLogins();
    return {
      failed: async () => {
        if (n >= MAX_FAILS_PER_LOGIN) await lockLogin(subject, userId);
      },
      // A success takes back its own counts: only failures add up.
      succeeded: async () => {
        await Promise.all([
          kv.del(tries(subject)),
          kv.incr(tries(`ip:${address}`), LOGIN_WINDOW_SECONDS, -1),
        ]);
      },
    };
  }

  /** The logins locked for unknown clients now, longest locked first. */
  async function locks(): Promise<LoginLock[]> {
    const index = Object.entries(await kv.hgetall(LOCK_INDEX));
    const read = async ([field, json]: [string, string]): Promise<LoginLock | null> => {
      const userId = Number(field);
      const { since, until } = JSON.parse(json) as { since: number; until: number };
      // The lock ran out (its key expired): the index forgets it too.
      if (until <= now() || !(await isLocked(`id:${userId}`))) {
        await kv.hdel(LOCK_INDEX, field);
        return null;
      }
      const [fails, refused] = await Promise.all([
        kv.get(accountTries(userId)),
        kv.get(refusedOf(userId)),
      ]);
      return { userId, fails, refused, since: new Date(since), until: new Date(until) };
    };
    const out = (await Promise.all(index.map(read))).filter((l) => l !== null);
    return out.sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  return {
    locks,

    /** Counts an attempt, or refuses it (429) before the password is looked at. */
    attempt: (who: Who): Promise<Attempt> =>
      who.device ? knownDevice(who.device) : unknownClient(who),

    /**
     * Ends a login's lock and its counts (staff, or a new password); the lock it
     * ended, if any. With `onlyLocked` (staff), a login that is not locked keeps
     * its counts: a lift answered 404 changes nothing, since nothing records it.
     */
    async lift(userId: number, { onlyLocked = false } = {}): Promise<LoginLock | null> {
      const lock = (await locks()).find((l) => l.userId === userId) ?? null;
      if (!lock && onlyLocked) return null;
      await Promise.all([
        kv.del(lockOf(`id:${userId}`)),
        kv.del(accountTries(userId)),
        kv.del(refusedOf(userId)),
        // Once lifted, a new lock is news to the owner again.
        kv.del(toldOf(userId)),
        kv.hdel(LOCK_INDEX, String(userId)),
      ]);
      return lock;
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
