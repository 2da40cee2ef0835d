import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Kv } from '../../platform/kv.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/password.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { deviceCookieName, issueDevice, readDevice } from './device-cookie.ts';
import { LOGIN_WINDOW_SECONDS, loginGuard, MAX_FAILS_PER_LOGIN } from './login-guard.ts';
import { authRepo } from './repo.ts';

export type LoginDeps = {
  db: Db;
  kv: Kv;
  sms: SmsProvider;
  notify: Notify;
  audit: Audit;
  /** The device cookies' HMAC key (LOGIN_DEVICE_SECRET, or generated once and kept in the settings). */
  deviceSecret: () => Promise<string>;
};

const clock = (d: Date) =>
  d.toLocaleTimeString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/**
 * The password login: who may try (login-guard.ts), the check, and the device
 * cookie it earns; and what a new password ends (the login's lock, its device
 * cookies: device-cookie.ts).
 */
export function passwordLogin({ db, kv, sms, notify, audit, deviceSecret }: LoginDeps) {
  const repo = authRepo(db);

  /** The owner learns its login is being guessed: a message to the company and a text. */
  async function tellOwner(userId: number, until: Date) {
    const [login] = await repo.logins([userId]);
    if (!login) return;
    const what = `账号 ${login.username} 连续 ${MAX_FAILS_PER_LOGIN} 次密码错误，未登录过该账号的设备暂停登录至 ${clock(until)}`;
    // Best effort, each on its own: the lock already holds (the guard does not wait for this).
    await Promise.allSettled([
      notify(db, login.companyId, {
        kind: 'login_locked',
        title: '账号登录保护已开启',
        body: `${what}；已登录过的电脑和手机不受影响。如非本人操作，请尽快修改密码。`,
        link: '/basic',
      }),
      // A mobile the owner never proved (typed by a main account) is not texted.
      login.mobileVerified
        ? sms.send(
            login.mobile,
            `【药采商城】您的${what}，常用设备不受影响。如非本人操作请尽快修改密码。`,
          )
        : null,
    ]);
  }

  const guard = loginGuard(kv, tellOwner);

  /** Ends the login's lock and the counts of both its names. */
  async function lift(userId: number, opts?: { onlyLocked: boolean }) {
    const [login] = await repo.logins([userId]);
    return guard.lift(userId, login ? [login.username, login.mobile] : [], opts);
  }

  return {
    /**
     * A new password, however it was set: the guesses at the old one no
     * longer hold the login back (its device cookies ended with the old hash).
     */
    newPassword: (userId: number) => lift(userId),

    /**
     * The account centre's change of password: the current one first (five
     * tries in 15 minutes, counted apart from the login's: a guesser who
     * locked the login must not also stop its owner changing the password the
     * lock notice asks it to change); every other session of the login ends.
     * The sessions ended, and a device cookie for this browser, bound to the new password.
     */
    async change(userId: number, keepHash: string, oldPassword: string, password: string) {
      const key = `login:try:pw:${userId}`;
      if ((await kv.incr(key, LOGIN_WINDOW_SECONDS)) > MAX_FAILS_PER_LOGIN)
        throw new AppError('too_many', '密码错误次数过多，请 15 分钟后再试');
      const hash = await repo.passwordHash(userId);
      if (!hash || !(await verifyPassword(oldPassword, hash)))
        throw fieldError('old_password', '原密码不正确');
      await kv.del(key);
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction((tx) =>
        authRepo(tx).setPassword(userId, passwordHash, keepHash),
      );
      await lift(userId);
      const device = issueDevice(await deviceSecret(), { id: userId, passwordHash });
      return { ended, device: { name: deviceCookieName(userId), ...device } };
    },

    /** Staff end a login's lock (its counts too), audited; 404 when none holds. */
    async lift(actor: Actor, userId: number) {
      const lock = await lift(userId, { onlyLocked: true });
      if (!lock) throw notFound('该账号的登录限制');
      await audit(db, actor, {
        action: 'login.unlock',
        targetType: 'user',
        targetId: userId,
        before: { fails: lock.fails, refused: lock.refused, since: lock.since, until: lock.until },
        after: null,
      });
    },

    /** The logins locked for unknown clients now, with who they are. */
    async locks() {
      const locks = await guard.locks();
      const who = new Map((await repo.logins(locks.map((l) => l.userId))).map((u) => [u.id, u]));
      return locks.flatMap((l) => {
        const u = who.get(l.userId);
        return u
          ? [{ ...l, username: u.username, companyId: u.companyId, companyName: u.companyName }]
          : [];
      });
    },

    /**
     * Checks a password as login-guard.ts allows, and returns the login and a
     * new device cookie for this browser. `cookie` reads the request's cookie
     * of a name.
     */
    async check(
      login: string,
      password: string,
      address: string,
      cookie: (name: string) => string | undefined,
    ) {
      const user = await repo.findUserForLogin(login);
      const secret = await deviceSecret();
      const device = user ? readDevice(secret, user, cookie(deviceCookieName(user.id))) : null;
      const attempt = await guard.attempt({ userId: user?.id ?? null, login, address, device });
      // Unknown users are checked against a dummy hash too, so timing does not
      // tell which usernames exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid || attempt.barred) {
        await attempt.failed();
        throw new AppError('bad_request', '用户名或密码错误');
      }
      await attempt.succeeded();
      return {
        user,
        device: { name: deviceCookieName(user.id), ...issueDevice(secret, user) },
      };
    },
  };
}

export type PasswordLogin = ReturnType<typeof passwordLogin>;
