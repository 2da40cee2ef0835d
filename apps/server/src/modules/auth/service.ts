import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { authRepo } from './repo.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_DAYS = 30;
const SESSION_CACHE_MS = 5_000;
const SMS_TTL_MINUTES = 10;
const SMS_MAX_ATTEMPTS = 5;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_MAX_FAILS_PER_ACCOUNT = 5;
const LOGIN_MAX_FAILS_PER_ADDRESS = 30;

export type SmsPurpose = 'register' | 'reset';

type Deps = { db: Db; kv: Kv; sms: SmsProvider };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function authService({ db, kv, sms }: Deps) {
  const repo = authRepo(db);
  // Every API request resolves its token; a few seconds of memory saves a
  // database round trip per request. Logout clears this process's entry at
  // once; other processes notice within SESSION_CACHE_MS (decision 2026-11-23).
  const sessionCache = ttlCache<Buyer | null>(SESSION_CACHE_MS, 20_000);

  async function startSession(userId: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await repo.createSession(hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  /** Checks and consumes the latest unused code; 422 on the code field otherwise. */
  async function consumeSmsCode(mobile: string, purpose: SmsPurpose, code: string) {
    const row = await repo.latestSmsCode(mobile, purpose);
    if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= SMS_MAX_ATTEMPTS) {
      throw fieldError('code', '验证码已失效，请重新获取');
    }
    if (row.codeHash !== sha256(code)) {
      await repo.countSmsAttempt(row.id);
      throw fieldError('code', '验证码不正确');
    }
    if (!(await repo.useSmsCode(row.id))) throw fieldError('code', '验证码已失效，请重新获取');
  }

  return {
    resolveSession(token: string): Promise<Buyer | null> {
      const hash = hashToken(token);
      return sessionCache.get(hash, () => repo.findSession(hash));
    },

    async login(login: string, password: string, address: string) {
      const accountKey = `login:fail:u:${login.toLowerCase()}`;
      const addressKey = `login:fail:ip:${address}`;
      if (
        (await kv.get(accountKey)) >= LOGIN_MAX_FAILS_PER_ACCOUNT ||
        (await kv.get(addressKey)) >= LOGIN_MAX_FAILS_PER_ADDRESS
      ) {
        throw new AppError('too_many', '登录失败次数过多，请 15 分钟后再试');
      }
      const user = await repo.findUserForLogin(login);
      // Verify against a dummy hash for unknown users too, so timing does not
      // tell which usernames exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) {
        await kv.incr(accountKey, LOGIN_WINDOW_SECONDS);
        await kv.incr(addressKey, LOGIN_WINDOW_SECONDS);
        throw new AppError('bad_request', '用户名或密码错误');
      }
      await kv.del(accountKey);
      return startSession(user.id);
    },

    async logout(token: string) {
      const hash = hashToken(token);
      await repo.deleteSession(hash);
      sessionCache.delete(hash);
    },

    async isMobileTaken(mobile: string) {
      return repo.mobileTaken(mobile);
    },

    async sendCode(mobile: string, purpose: SmsPurpose) {
      const taken = await repo.mobileTaken(mobile);
      if (purpose === 'register' && taken) throw fieldError('mobile', '该手机号已注册，请直接登录');
      if (purpose === 'reset' && !taken) throw fieldError('mobile', '该手机号尚未注册');
      if (!(await kv.claim(`sms:${mobile}`, 60))) {
        throw new AppError('too_many', '验证码发送过于频繁，请 60 秒后再试');
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + SMS_TTL_MINUTES * 60_000);
      await repo.insertSmsCode(mobile, purpose, sha256(code), expiresAt);
      await sms.send(mobile, `【药采商城】您的验证码是 ${code}，${SMS_TTL_MINUTES} 分钟内有效。`);
    },

    /** Step 1: account with verified mobile; the company starts as a draft. */
    async register(input: { mobile: string; code: string; username: string; password: string }) {
      if (await repo.mobileTaken(input.mobile))
        throw fieldError('mobile', '该手机号已注册，请直接登录');
      if (await repo.usernameTaken(input.username))
        throw fieldError('username', '该用户名已被使用');
      await consumeSmsCode(input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const r = authRepo(tx);
        const companyId = await r.createCompany();
        return r.createUser({
          companyId,
          username: input.username,
          mobile: input.mobile,
          passwordHash,
        });
      });
      return startSession(userId);
    },

    /** Step 2: company details; allowed while registering or after a rejection. */
    async saveCompany(
      buyer: Buyer,
      input: {
        name: string;
        kind: string;
        contactName: string;
        contactPhone: string;
        email: string;
        region: string;
        address: string;
      },
    ) {
      assertEditable(await repo.getCompany(buyer.companyId));
      await repo.updateCompany(buyer.companyId, input);
    },

    /** Step 3: licence numbers; the company goes to review. */
    async submitCredentials(
      buyer: Buyer,
      items: { kind: string; number: string; expiresOn: string }[],
    ) {
      const company = await repo.getCompany(buyer.companyId);
      assertEditable(company);
      if (!company?.name) throw new AppError('bad_request', '请先填写企业信息');
      await db.transaction(async (tx) => {
        const r = authRepo(tx);
        for (const item of items) await r.upsertCredential({ companyId: buyer.companyId, ...item });
        await r.updateCompany(buyer.companyId, { review: 'pending' });
      });
    },

    async registrationStatus(buyer: Buyer) {
      const company = await repo.getCompany(buyer.companyId);
      const creds = await repo.listCredentials(buyer.companyId);
      return { company, credentials: creds };
    },
  };
}

/** Reads the company's current review, not the session's possibly older copy. */
function assertEditable(company: { review: string } | null) {
  if (company?.review === 'pending') throw new AppError('conflict', '资料已提交审核，请耐心等待');
  if (company?.review === 'approved')
    throw new AppError('conflict', '资质已审核通过，如需变更请联系客服');
}

// A valid scrypt hash of a random string, used when the login name is unknown.
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$Rk5xY0dOSnpqdmN0a2xXQXh1VkJ5cUJ2dUlmQkRmSmk=';

export type AuthService = ReturnType<typeof authService>;
