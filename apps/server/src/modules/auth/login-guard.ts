import { AppError } from '../../http/errors.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Device } from './device-cookie.ts';

// Who may try a password now, counted before the password is checked
// (atomically, so concurrent guesses cannot all be checked before the first
// failure counts), after OWASP's device-cookie scheme:
// - a browser with a valid device cookie for the login is counted by itself:
//   ten failures in 15 minutes lock that cookie for 15 minutes; neither the
//   login's lock nor its address's count stops it;
// - every other client is counted per name typed (the username or the
//   mobile, exactly as typed: five failures refuse that name for 15 minutes),
//   per account (five failures in all, whichever names: no password is
//   accepted for 15 minutes, and its owner is told, at most once a day,
//   beside the answer, never before it) and per address (thirty failures
//   refuse unknown clients from that address).
// What a guesser sees of a name (429 or not, and when) depends only on the
// guesses at that very name, so a made-up name, a real one, and a real
// account's username and mobile behave alike: a lock seen through one name
// never tells what other name is the same account, or that it is one. The
// account's lock shows only to whoever has its password (answered as a wrong one).
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

const accountOf = (userId: number) => `id:${userId}`;
/** A name typed at the login, exactly (usernames and mobiles are matched exactly). */
const nameOf = (login: string) => `n:${login}`;
const tries = (subject: string) => `login:try:${subject}`;
const lockOf = (subject: string) => `login:lock:${subject}`;
const refusedOf = (subject: string) => `login:refused:${subject}`;
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

type Attempt = {
  /**
   * No password is accepted now (the account is locked, seen through a name
   * that is not): the caller answers as for a wrong one, and counts it so.
   */
  barred: boolean;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
};
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

  /**
   * A real account's lock (or one of its names' locks) began: the console's
   * index and, once a day, the owner hear of it. Not awaited by the answer:
   * a made-up name has none of this, and its answer must come as fast (the
   * text once made a real login's fifth failure late, telling which names
   * exist), never waiting on an SMS gateway either.
   */
  async function record(userId: number) {
    const since = now();
    const until = since + LOCK_SECONDS * 1000;
    // A name locked later than its account runs longer: the entry follows the latest lock.
    await kv.hset(LOCK_INDEX, String(userId), JSON.stringify({ since, until }), LOCK_SECONDS);
    if (await kv.claim(toldOf(userId), NOTICE_SECONDS)) await onLocked(userId, new Date(until));
  }

  async function knownDevice(device: Device): Promise<Attempt> {
    const subject = `dev:${device.nonce}`;
    if (await isLocked(subject)) throw tooManyLogins();
    const n = await kv.incr(tries(subject), LOGIN_WINDOW_SECONDS);
    if (n > MAX_FAILS_PER_DEVICE) throw tooManyLogins();
    return {
      barred: false,
      failed: async () => {
        if (n >= MAX_FAILS_PER_DEVICE) await lock(subject);
      },
      succeeded: () => kv.del(tries(subject)),
    };
  }

  /**
   * The same kv round trips for every name: a name that is no account is an
   * account of its own (`u:`), counted and locked with its name.
   */
  async function unknownClient({ userId, login, address }: Who): Promise<Attempt> {
    const name = nameOf(login);
    const account = userId === null ? `u:${login}` : accountOf(userId);
    const [nameLocked, accountLocked] = await Promise.all([isLocked(name), isLocked(account)]);
    if (nameLocked) {
      await kv.incr(refusedOf(account), LOCK_SECONDS);
      throw tooManyLogins();
    }
    // Counted in turn, each only when the one before let the attempt on: an
    // attempt refused here is checked against nothing, so it must not count
    // as a guess at the name or the account (counted in one go, an address
    // over its count, or a burst at one name, pushed the account past five
    // with no lock to list or lift and no notice: its owner's right password
    // read 用户名或密码错误 everywhere). Concurrent guesses at one name past
    // the lock check stop at the name's count; the account's own count never
    // answers 429, or it would show through its other name.
    if ((await kv.incr(tries(`ip:${address}`), LOGIN_WINDOW_SECONDS)) > MAX_FAILS_PER_ADDRESS)
      throw tooManyLogins();
    const n = await kv.incr(tries(name), LOGIN_WINDOW_SECONDS);
    if (n > MAX_FAILS_PER_LOGIN) throw tooManyLogins();
    const total = await kv.incr(tries(account), LOGIN_WINDOW_SECONDS);
    return {
      barred: accountLocked || total > MAX_FAILS_PER_LOGIN,
      failed: async () => {
        // Only the failure that reached five locks (so a name of a locked
        // account makes no more kv calls than a name of its own would).
        const [nameNow, accountNow] = await Promise.all([
          n === MAX_FAILS_PER_LOGIN && lock(name),
          total === MAX_FAILS_PER_LOGIN && lock(account),
        ]);
        if (userId !== null && (nameNow || accountNow)) void record(userId).catch(() => {});
      },
      // A success takes back its own counts: only failures add up.
      succeeded: async () => {
        await Promise.all([
          kv.del(tries(name)),
          kv.del(tries(account)),
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
      // The lock ran out: the index forgets it too.
      if (until <= now()) {
        await kv.hdel(LOCK_INDEX, field);
        return null;
      }
      const [fails, refused] = await Promise.all([
        kv.get(tries(accountOf(userId))),
        kv.get(refusedOf(accountOf(userId))),
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
     * Ends a login's lock and its counts (staff, or a new password), and
     * those of its `names` (its username and mobile); the lock it ended, if
     * any. With `onlyLocked` (staff), a login that is not locked keeps its
     * counts: a lift answered 404 changes nothing, since nothing records it.
     */
    async lift(
      userId: number,
      names: string[],
      { onlyLocked = false } = {},
    ): Promise<LoginLock | null> {
      const lock = (await locks()).find((l) => l.userId === userId) ?? null;
      if (!lock && onlyLocked) return null;
      const account = accountOf(userId);
      await Promise.all([
        ...[account, ...names.map(nameOf)].flatMap((s) => [kv.del(lockOf(s)), kv.del(tries(s))]),
        kv.del(refusedOf(account)),
        // Once lifted, a new lock is news to the owner again.
        kv.del(toldOf(userId)),
        kv.hdel(LOCK_INDEX, String(userId)),
      ]);
      return lock;
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
