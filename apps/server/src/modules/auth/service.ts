import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import type { Buyer, Permission, Review } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Kv } from '../../platform/kv.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/password.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { COMPANY_CHANGED, type CompanyService } from '../company/index.ts';
import { authRepo, type SessionRow } from './repo.ts';

export const SESSION_DAYS = 30;
const SESSION_CACHE_MS = 5_000;
const SMS_TTL_MINUTES = 10;
const SMS_MAX_ATTEMPTS = 5;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_MAX_FAILS_PER_ACCOUNT = 5;
const LOGIN_MAX_FAILS_PER_ADDRESS = 30;
/** One client may have the shop text at most this many mobiles an hour. */
const SMS_MAX_PER_ADDRESS_HOUR = 10;
const SMS_MAX_PER_MOBILE_HOUR = 5;
const REVOKED = 'session_revoked';

export type SmsPurpose = 'register' | 'reset' | 'change_mobile';

type Deps = { db: Db; kv: Kv; sms: SmsProvider; bus: Bus; company: CompanyService };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const ALL: Record<Permission, boolean> = {
  order: true,
  pay: true,
  see_all_orders: true,
  manage_accounts: true,
};
// Sub-accounts get nothing until their main account grants it (issue 11 stores the grants).
const NONE: Record<Permission, boolean> = {
  order: false,
  pay: false,
  see_all_orders: false,
  manage_accounts: false,
};

/** The one place a session becomes an actor: who, for which store, allowed to do what. */
function toBuyer(row: SessionRow): Buyer {
  const review = row.review as Review;
  return {
    user: { id: row.userId, username: row.username, isMain: row.isMain },
    company: {
      id: row.companyId,
      review,
      isPassed: review === 'approved',
      frozen: row.frozen,
      kxpz: row.kxpz,
    },
    can: row.isMain ? ALL : NONE,
  };
}

/** A unique constraint broken by a concurrent registration, as the field it is about. */
function takenField(e: unknown): 'username' | 'mobile' | null {
  const err = e as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgErr = err.code ? err : err.cause;
  if (pgErr?.code !== '23505') return null;
  return pgErr.constraint?.includes('mobile') ? 'mobile' : 'username';
}

export function authService({ db, kv, sms, bus, company }: Deps) {
  const repo = authRepo(db);
  // Every API request resolves its token; a few seconds of memory saves a
  // database round trip per request. A logout is announced on the bus and
  // forgotten at once by every process. An expired entry is answered once
  // more while it is read again: 1,000 buyers of a flash-sale rush otherwise
  // made every tenth request wait for that read (bench:promo).
  const sessionCache = ttlCache<Buyer | null>(SESSION_CACHE_MS, 20_000, {
    name: 'sessions',
    serveStale: true,
  });
  bus.subscribe(REVOKED, (hash) => sessionCache.delete(hash));
  // A company approved, rejected or frozen: its buyers' sessions say so at once.
  bus.subscribe(COMPANY_CHANGED, () => sessionCache.clear());

  async function startSession(userId: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await repo.createSession(hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  /**
   * Checks the latest unused code; 422 on the code field otherwise. The try is
   * claimed before the code is compared, so concurrent guesses cannot all be
   * compared while the count still reads zero.
   */
  async function checkSmsCode(mobile: string, purpose: SmsPurpose, code: string) {
    const row = await repo.claimSmsAttempt(mobile, purpose, SMS_MAX_ATTEMPTS);
    if (!row) throw fieldError('code', '验证码已失效，请重新获取');
    if (row.codeHash !== sha256(code)) throw fieldError('code', '验证码不正确');
    return row.id;
  }

  const tooMany = (msg: string) => new AppError('too_many', msg);

  return {
    resolveSession(token: string): Promise<Buyer | null> {
      const hash = hashToken(token);
      return sessionCache.get(hash, async () => {
        const row = await repo.findSession(hash);
        return row && toBuyer(row);
      });
    },

    /**
     * The attempt is counted before the password is checked, atomically, so
     * concurrent guesses cannot all be tried before the first failure counts.
     */
    async login(login: string, password: string, address: string) {
      const user = await repo.findUserForLogin(login);
      // One count per account, whichever of its names (username, mobile) the
      // guesses use; a name that is no account is counted by itself.
      const accountKey = user ? `login:try:id:${user.id}` : `login:try:u:${login.toLowerCase()}`;
      const addressKey = `login:try:ip:${address}`;
      const [forAccount, forAddress] = await Promise.all([
        kv.incr(accountKey, LOGIN_WINDOW_SECONDS),
        kv.incr(addressKey, LOGIN_WINDOW_SECONDS),
      ]);
      if (forAccount > LOGIN_MAX_FAILS_PER_ACCOUNT || forAddress > LOGIN_MAX_FAILS_PER_ADDRESS)
        throw tooMany('登录失败次数过多，请 15 分钟后再试');
      // Unknown users are checked against a dummy hash too, so timing does not
      // tell which usernames exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw new AppError('bad_request', '用户名或密码错误');
      // A success takes back its own count: only failures add up.
      await Promise.all([kv.del(accountKey), kv.incr(addressKey, LOGIN_WINDOW_SECONDS, -1)]);
      return startSession(user.id);
    },

    async logout(token: string) {
      const hash = hashToken(token);
      await repo.deleteSession(hash);
      sessionCache.delete(hash);
      await bus.publish(REVOKED, hash);
    },

    isMobileTaken: (mobile: string) => repo.mobileTaken(mobile),

    /** Users of the company among the ids. */
    usersOfCompany: (companyId: number, userIds: number[]) =>
      repo.usersOfCompany(companyId, userIds),

    user: (userId: number) => repo.user(userId),

    /**
     * The account centre's change password: the current password first (counted
     * like a login attempt), then every other session of the user ends; the
     * one that asked stays.
     */
    async changePassword(userId: number, token: string, oldPassword: string, password: string) {
      const key = `login:try:id:${userId}`;
      if ((await kv.incr(key, LOGIN_WINDOW_SECONDS)) > LOGIN_MAX_FAILS_PER_ACCOUNT)
        throw tooMany('密码错误次数过多，请 15 分钟后再试');
      const hash = await repo.passwordHash(userId);
      if (!hash || !(await verifyPassword(oldPassword, hash)))
        throw fieldError('old_password', '原密码不正确');
      await kv.del(key);
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        await authRepo(tx).setPassword(userId, passwordHash);
        return authRepo(tx).deleteOtherSessions(userId, hashToken(token));
      });
      for (const h of ended) {
        sessionCache.delete(h);
        await bus.publish(REVOKED, h);
      }
      return ended.length;
    },

    /** The login mobile changes only with the code texted to the new mobile (type change_mobile). */
    async changeMobile(userId: number, mobile: string, code: string) {
      if (await repo.mobileTaken(mobile)) throw fieldError('mobile', '该手机号已被其他账号使用');
      const codeId = await checkSmsCode(mobile, 'change_mobile', code);
      try {
        await db.transaction(async (tx) => {
          if (!(await authRepo(tx).useSmsCode(codeId)))
            throw fieldError('code', '验证码已失效，请重新获取');
          await authRepo(tx).setMobile(userId, mobile);
        });
      } catch (e) {
        if (takenField(e) === 'mobile') throw fieldError('mobile', '该手机号已被其他账号使用');
        throw e;
      }
    },

    async sendCode(mobile: string, purpose: SmsPurpose, address: string) {
      const taken = await repo.mobileTaken(mobile);
      if (purpose === 'register' && taken) throw fieldError('mobile', '该手机号已注册，请直接登录');
      if (purpose === 'reset' && !taken) throw fieldError('mobile', '该手机号尚未注册');
      if (purpose === 'change_mobile' && taken)
        throw fieldError('mobile', '该手机号已被其他账号使用');
      // Counted before sending: concurrent requests cannot text past the budget.
      if ((await kv.incr(`sms:ip:${address}`, 3600)) > SMS_MAX_PER_ADDRESS_HOUR)
        throw tooMany('验证码发送次数过多，请稍后再试');
      if (!(await kv.claim(`sms:${mobile}`, 60)))
        throw tooMany('验证码发送过于频繁，请 60 秒后再试');
      if ((await kv.incr(`sms:hour:${mobile}`, 3600)) > SMS_MAX_PER_MOBILE_HOUR)
        throw tooMany('该手机号验证码发送次数过多，请 1 小时后再试');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + SMS_TTL_MINUTES * 60_000);
      await repo.insertSmsCode(mobile, purpose, sha256(code), expiresAt);
      await sms.send(mobile, `【药采商城】您的验证码是 ${code}，${SMS_TTL_MINUTES} 分钟内有效。`);
    },

    /**
     * Step 1: account with verified mobile; the company starts as a draft.
     * The code is spent in the same transaction that creates the account, so a
     * registration that loses a race for the username keeps its code.
     */
    async register(input: { mobile: string; code: string; username: string; password: string }) {
      if (await repo.mobileTaken(input.mobile))
        throw fieldError('mobile', '该手机号已注册，请直接登录');
      if (await repo.usernameTaken(input.username))
        throw fieldError('username', '该用户名已被使用');
      const codeId = await checkSmsCode(input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          if (!(await authRepo(tx).useSmsCode(codeId)))
            throw fieldError('code', '验证码已失效，请重新获取');
          const companyId = await company.create(tx);
          return authRepo(tx).createUser({
            companyId,
            username: input.username,
            mobile: input.mobile,
            passwordHash,
          });
        });
      } catch (e) {
        const field = takenField(e);
        if (field === 'mobile') throw fieldError('mobile', '该手机号已注册，请直接登录');
        if (field === 'username') throw fieldError('username', '该用户名已被使用');
        throw e;
      }
      return startSession(userId);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
