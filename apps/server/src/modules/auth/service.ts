import { createHash, randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { pgError, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import type { Buyer, Permission, Review } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { hashPassword } from '../../platform/password.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { COMPANY_CHANGED, type CompanyService } from '../company/index.ts';
import { accountsRepo } from './accounts-repo.ts';
import { type LoginDeps, passwordLogin } from './login.ts';
import { ownCodes } from './own-codes.ts';
import { authRepo, type SessionRow } from './repo.ts';

export const SESSION_DAYS = 30;
const SESSION_CACHE_MS = 5_000;
const SMS_TTL_MINUTES = 10;
const SMS_MAX_ATTEMPTS = 5;
/** One client may have the shop text at most this many mobiles an hour. */
const SMS_MAX_PER_ADDRESS_HOUR = 10;
const MOBILE_CHECKS_PER_ADDRESS_HOUR = 60;
const SMS_MAX_PER_MOBILE_HOUR = 5;
const REVOKED = 'session_revoked';
/** A login's grants changed: sessions are read again (the cache is keyed by token, not user). */
const USER_CHANGED = 'user_changed';

/** `reset` is the older name of `forget`: both ask for a forgotten-password code. */
export type SmsPurpose = 'register' | 'reset' | 'forget' | 'change_mobile' | 'pay_password';
const FORGET_TICKET_MINUTES = 10;

type Deps = LoginDeps & { bus: Bus; company: CompanyService };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const ALL: Record<Permission, boolean> = {
  order: true,
  pay: true,
  see_all_orders: true,
  manage_accounts: true,
};
// Sub-accounts get nothing their main account has not granted; managing accounts is never granted.
const NONE: Record<Permission, boolean> = {
  order: false,
  pay: false,
  see_all_orders: false,
  manage_accounts: false,
};

/**
 * The one place a session becomes an actor: who, for which store (the
 * session's current store among the login's own), allowed to do what (a main
 * account everything; a sub-account what its main account granted).
 */
function toBuyer(row: SessionRow): Buyer {
  const review = row.review as Review;
  return {
    user: { id: row.userId, username: row.username, isMain: row.isMain },
    company: {
      id: row.companyId,
      review,
      isPassed: review === 'approved',
      frozen: row.frozen,
      controlledSales: row.controlledSales,
      scope: row.scope,
      drugClasses: row.drugClasses,
      purchaserAuthorised: row.purchaserAuthorised,
    },
    can: row.isMain
      ? ALL
      : {
          ...NONE,
          order: row.canOrder,
          pay: row.canPay,
          see_all_orders: row.seeAllOrders,
        },
  };
}

/** A unique constraint broken by a concurrent registration, as the field it is about. */
export function takenField(e: unknown): 'username' | 'mobile' | null {
  const { code, constraint } = pgError(e);
  // Only the users' own keys: another table's (a WeChat binding made in the same transaction) is not ours to name.
  if (code !== UNIQUE_VIOLATION || !constraint?.startsWith('users_')) return null;
  return constraint.includes('mobile') ? 'mobile' : 'username';
}

export function authService(deps: Deps) {
  const { db, kv, sms, bus, company } = deps;
  const repo = authRepo(db);
  const logins = passwordLogin(deps);
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
  // A company approved, rejected or frozen: its buyers' sessions say so at once
  // (only those: clearing every session made each change a stampede of reads).
  const forgetCompany = (id: number) =>
    sessionCache.deleteWhere((b) => b === null || b.company.id === id);
  const forgetUserSessions = (id: number) =>
    sessionCache.deleteWhere((b) => b === null || b.user.id === id);
  bus.subscribe(COMPANY_CHANGED, (id) => forgetCompany(Number(id)));
  bus.subscribe(USER_CHANGED, (id) => forgetUserSessions(Number(id)));

  async function startSession(userId: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await repo.createSession(hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  /** A cancelled company's or a disabled login gets no session, however it proved who it is. */
  function refuseBlocked(user: { cancelledAt: Date | null; disabled: boolean }) {
    if (user.cancelledAt) throw new AppError('forbidden', '该账户已注销，如有疑问请联系客服');
    if (user.disabled) throw new AppError('forbidden', '该账号已停用，请联系主账号');
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

  /** A mobile the login may take: nobody's, or its own one not yet proved. */
  function mobileFree(owner: { id: number; verified: boolean } | null, userId?: number) {
    if (!owner) return;
    if (owner.id !== userId) throw fieldError('mobile', '该手机号已被其他账号使用');
    if (owner.verified) throw fieldError('mobile', '该手机号已是当前登录手机号');
  }

  const tooMany = (msg: string) => new AppError('too_many', msg);

  /** Every process drops these sessions from its cache and reads their rows again (or finds them gone). */
  async function forgetSessions(hashes: string[]) {
    for (const hash of hashes) {
      sessionCache.delete(hash);
      await bus.publish(REVOKED, hash);
    }
  }

  const service = {
    /** Calls back with the token hash of every session that ends or changes, in any process. */
    onRevoked: (handler: (hash: string) => void) => bus.subscribe(REVOKED, handler),

    resolveSession(token: string): Promise<Buyer | null> {
      const hash = hashToken(token);
      return sessionCache.get(hash, async () => {
        const row = await repo.findSession(hash);
        return row && toBuyer(row);
      });
    },

    /**
     * A password login (counted before the check: login-guard.ts); the
     * session, and the device cookie this browser earned.
     */
    async login(
      login: string,
      secret: string,
      address: string,
      cookie: (name: string) => string | undefined,
    ) {
      const { user, device } = await logins.check(login, secret, address, cookie);
      // Told only to whoever knows the password.
      refuseBlocked(user);
      return { ...(await startSession(user.id)), device };
    },

    /** The logins locked for unknown clients now, with who they are (the console). */
    loginLocks: logins.locks,

    /** Staff lift a login's lock, audited. */
    liftLoginLock: logins.lift,

    /** A sub-account's grants changed: every process reads its sessions again. */
    async forgetUser(userId: number) {
      forgetUserSessions(userId);
      await bus.publish(USER_CHANGED, String(userId));
    },

    /** The session's row changed (another store): every process reads it again. */
    refresh: (token: string) => forgetSessions([hashToken(token)]),

    /**
     * These sessions ended (a login disabled, a new password) or their rows
     * changed (their store was discarded): every process forgets them.
     */
    forgetSessions,

    async logout(token: string) {
      const hash = hashToken(token);
      await repo.deleteSession(hash);
      await forgetSessions([hash]);
    },

    /**
     * Account cancellation approved: every session of the company's logins ends, inside
     * the caller's transaction; `forget` (after commit) drops them from every
     * process's cache.
     */
    endCompanySessions: async (tx: DbOrTx, companyId: number) => {
      const hashes = await authRepo(tx).deleteCompanySessions(companyId);
      // Another login holding it as a further store goes back to its own company.
      hashes.push(...(await accountsRepo(tx).sessionsBackHome(companyId)));
      return () => forgetSessions(hashes);
    },

    /** The registration form's check; counted per address so it cannot list the shop's buyers. */
    async isMobileTaken(mobile: string, address: string) {
      if ((await kv.incr(`phone:ip:${address}`, 3600)) > MOBILE_CHECKS_PER_ADDRESS_HOUR)
        throw tooMany('查询过于频繁，请稍后再试');
      return repo.mobileTaken(mobile);
    },

    /**
     * A session for a login proven another way (a WeChat scan the phone
     * confirmed): refused as a password login of the same account would be.
     */
    async startSessionFor(userId: number) {
      const user = await repo.findUserForLogin({ id: userId });
      if (!user) throw new AppError('bad_request', '该微信绑定的账号不存在，请重新扫码');
      refuseBlocked(user);
      return startSession(userId);
    },

    /** Users of the company among the ids. */
    usersOfCompany: (companyId: number, userIds: number[]) =>
      repo.usersOfCompany(companyId, userIds),

    user: (userId: number) => repo.user(userId),

    /**
     * The account centre's change password (login.ts): every other session of
     * the user ends; the one that asked stays, and its browser gets a device
     * cookie for the new password.
     */
    async changePassword(userId: number, token: string, oldPassword: string, password: string) {
      const { ended, device } = await logins.change(
        userId,
        hashToken(token),
        oldPassword,
        password,
      );
      await forgetSessions(ended);
      return device;
    },

    /** A main account set its sub-account's password: guesses at the old one are moot. */
    passwordSet: logins.newPassword,

    /**
     * The login mobile changes only with the code texted to the new mobile
     * (type change_mobile). The same step proves a mobile the main account
     * typed for this sub-account.
     */
    async changeMobile(userId: number, mobile: string, code: string) {
      const owner = await repo.mobileOwner(mobile);
      mobileFree(owner, userId);
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
      /** Whether it proved the mobile it had rather than changed it. */
      return { proved: owner !== null };
    },

    /** `userId`: the session's login, whose own unproved mobile change_mobile may prove. */
    async sendCode(mobile: string, asked: SmsPurpose, address: string, userId?: number) {
      const purpose = asked === 'reset' ? 'forget' : asked;
      // Counted before anything is answered: concurrent requests cannot text
      // past the budget, and "already registered" (which registration must
      // say) cannot be asked more often than a code can be sent.
      if ((await kv.incr(`sms:ip:${address}`, 3600)) > SMS_MAX_PER_ADDRESS_HOUR)
        throw tooMany('验证码发送次数过多，请稍后再试');
      const owner = await repo.mobileOwner(mobile);
      if (purpose === 'register' && owner) throw fieldError('mobile', '该手机号已注册，请直接登录');
      if (purpose === 'change_mobile') mobileFree(owner, userId);
      if (!(await kv.claim(`sms:${mobile}`, 60)))
        throw tooMany('验证码发送过于频繁，请 60 秒后再试');
      if ((await kv.incr(`sms:hour:${mobile}`, 3600)) > SMS_MAX_PER_MOBILE_HOUR)
        throw tooMany('该手机号验证码发送次数过多，请 1 小时后再试');
      // A forgotten password for a mobile that is no login, or one its owner
      // never proved (a main account typed it for a sub-account): the same
      // answer after the same limits, and no text, so the page tells nobody
      // which mobiles are registered, and a typed mobile resets nothing.
      if (purpose === 'forget' && !owner?.verified) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + SMS_TTL_MINUTES * 60_000);
      await repo.insertSmsCode(mobile, purpose, sha256(code), expiresAt);
      await sms.send(mobile, `【药采商城】您的验证码是 ${code}，${SMS_TTL_MINUTES} 分钟内有效。`);
    },

    /**
     * Forgotten password, step 1: the code (five tries, then spent) buys a
     * ticket for one new password within 10 minutes. The code is spent with
     * the ticket's creation, so one code makes one ticket.
     */
    async forgetVerify(mobile: string, code: string) {
      // An unknown mobile was never texted a code: one answer for a wrong,
      // spent or missing code, so this step tells nobody whether it is registered.
      const wrong = () => fieldError('code', '验证码不正确或已失效，请重新获取');
      let codeId: number;
      try {
        codeId = await checkSmsCode(mobile, 'forget', code);
      } catch (e) {
        throw e instanceof AppError && e.kind === 'validation' ? wrong() : e;
      }
      const owner = await repo.mobileOwner(mobile);
      if (!owner?.verified) throw wrong();
      const userId = owner.id;
      const ticket = newToken();
      const expiresAt = new Date(Date.now() + FORGET_TICKET_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        if (!(await authRepo(tx).useSmsCode(codeId)))
          throw fieldError('code', '验证码已失效，请重新获取');
        await authRepo(tx).createPasswordTicket(hashToken(ticket), userId, expiresAt);
      });
      return { ticket, expires_in: FORGET_TICKET_MINUTES * 60 };
    },

    /** Step 2: the ticket sets the password once; every session of the login ends. */
    async resetPassword(ticket: string, password: string) {
      const passwordHash = await hashPassword(password);
      const { userId, ended } = await db.transaction(async (tx) => {
        const r = authRepo(tx);
        const userId = await r.usePasswordTicket(hashToken(ticket));
        if (!userId) throw fieldError('ticket', '重置链接已失效，请重新验证手机号');
        return { userId, ended: await r.setPassword(userId, passwordHash) };
      });
      await forgetSessions(ended);
      await logins.newPassword(userId);
    },

    /**
     * Step 1: account with verified mobile; the company starts as a draft.
     * The code is spent in the same transaction that creates the account, so a
     * registration that loses a race for the username keeps its code.
     */
    async register(
      input: { mobile: string; code: string; username: string; password: string },
      /** Runs inside the registration's transaction (a WeChat registration binds the new login). */
      then?: (tx: DbOrTx, userId: number) => Promise<void>,
    ) {
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
          const id = await authRepo(tx).createUser({
            companyId,
            username: input.username,
            mobile: input.mobile,
            passwordHash,
          });
          await then?.(tx, id);
          return id;
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
  return { ...service, ...ownCodes({ db, repo, send: service.sendCode, check: checkSmsCode }) };
}

export type AuthService = ReturnType<typeof authService>;
