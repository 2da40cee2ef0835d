import { randomBytes } from 'node:crypto';
import type { AdminWechatLogin, WechatBinding, WechatPoll, WechatQr } from '@shop/contract';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgError, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { AuthService } from '../auth/index.ts';
import type { Audit } from '../staff/index.ts';
import type { Confirmation, WechatLoginProvider } from './provider.ts';
import { wechatRepo } from './repo.ts';

const SCAN_MINUTES = 5;

type Deps = { db: Db; auth: AuthService; audit: Audit; provider: WechatLoginProvider | null };

/** A unique constraint of the bindings broken: which side was already bound. */
function bindingTaken(e: unknown): 'login' | 'wechat' | null {
  const { code, constraint } = pgError(e);
  if (code !== UNIQUE_VIOLATION) return null;
  return constraint?.includes('openid') ? 'wechat' : 'login';
}

const takenError = (side: 'login' | 'wechat') =>
  side === 'wechat'
    ? new AppError('conflict', '该微信已绑定其他账号，请先在原账号解除绑定')
    : new AppError('conflict', '当前账号已绑定微信，请先解除绑定');

/**
 * Binding a login to a WeChat identity and logging in with it. The browser
 * shows a QR code and polls with its ticket; the phone (the sandbox page)
 * confirms through the provider's signed callback. A scan is spent once.
 */
export function wechatService({ db, auth, audit, provider }: Deps) {
  const repo = wechatRepo(db);
  const need = () => {
    if (!provider) throw new AppError('bad_request', '微信登录暂未开通');
    return provider;
  };

  /** The browser's scan: its own ticket only, never another browser's. */
  async function scanOf(ticket: string) {
    const scan = await repo.scanByTicket(hashToken(ticket));
    if (!scan) throw fieldError('ticket', '二维码已失效，请刷新后重新扫码');
    return scan;
  }

  return {
    enabled: () => provider !== null,

    async qrcode(purpose: 'login' | 'bind', userId: number | null): Promise<WechatQr> {
      const p = need();
      const ticket = newToken();
      const qrKey = randomBytes(16).toString('hex');
      await repo.createScan({
        ticketHash: hashToken(ticket),
        qrKey,
        purpose,
        userId,
        expiresAt: new Date(Date.now() + SCAN_MINUTES * 60_000),
      });
      const qrUrl = p.qrUrl(qrKey);
      const qrImage = await QRCode.toDataURL(qrUrl, { width: 200, margin: 1 });
      return { ticket, qr_url: qrUrl, qr_image: qrImage, expires_in: SCAN_MINUTES * 60 };
    },

    /** The provider's callback; false for a bad signature or a scan not waiting (a replay). */
    async confirm(fields: Record<string, string>): Promise<boolean> {
      const p = need();
      const { sign, ...rest } = fields;
      if (!sign || !p.verify(rest, sign)) return false;
      const c = rest as Partial<Confirmation>;
      if (!c.qr_key || !c.openid || !c.nickname) return false;
      return repo.confirm(c.qr_key, c.openid, c.nickname);
    },

    cancel: (qrKey: string) => repo.cancel(qrKey),
    scanByKey: (qrKey: string) => repo.scanByKey(qrKey),

    /**
     * Bind: the asking login's own scan; one binding per login and per WeChat
     * (the unique keys decide between concurrent binds). Login: a bound WeChat
     * gets a session; an unbound one is told so, for /register/wechat.
     */
    async poll(ticket: string, userId: number | null): Promise<WechatPoll & { userId?: number }> {
      const scan = await scanOf(ticket);
      if (scan.purpose === 'bind' && scan.userId !== userId)
        throw fieldError('ticket', '二维码已失效，请刷新后重新扫码');
      if (scan.expiresAt.getTime() <= Date.now() && scan.status !== 'done')
        return { status: 'expired' };
      if (scan.status === 'waiting') return { status: 'waiting' };
      if (scan.status !== 'confirmed') return { status: 'expired' };
      const openid = scan.openid!;
      const nickname = scan.nickname!;
      if (scan.purpose === 'bind') {
        try {
          await db.transaction(async (tx) => {
            if (!(await wechatRepo(tx).finish(scan.id)))
              throw fieldError('ticket', '二维码已失效，请刷新后重新扫码');
            await wechatRepo(tx).bind(scan.userId!, openid, nickname);
          });
        } catch (e) {
          const side = bindingTaken(e);
          if (side) throw takenError(side);
          throw e;
        }
        return { status: 'bound', nickname };
      }
      const bound = await repo.userOf(openid);
      if (!bound) return { status: 'unbound', nickname };
      if (!(await repo.finish(scan.id))) return { status: 'expired' };
      // A disabled login or a cancelled company is refused as its password login is.
      const { token } = await auth.startSessionFor(bound);
      return { status: 'logged_in', token, userId: bound };
    },

    /** /register/wechat: a confirmed, unbound login scan; the new login is bound in the registration's transaction. */
    async register(
      input: { mobile: string; code: string; username: string; password: string },
      ticket: string,
    ) {
      const scan = await scanOf(ticket);
      if (scan.purpose !== 'login' || scan.status !== 'confirmed' || scan.expiresAt <= new Date())
        throw fieldError('ticket', '微信授权已失效，请返回登录页重新扫码');
      if (await repo.userOf(scan.openid!)) throw takenError('wechat');
      try {
        return await auth.register(input, async (tx: DbOrTx, userId) => {
          if (!(await wechatRepo(tx).finish(scan.id)))
            throw fieldError('ticket', '微信授权已失效，请返回登录页重新扫码');
          await wechatRepo(tx).bind(userId, scan.openid!, scan.nickname!);
        });
      } catch (e) {
        const side = bindingTaken(e);
        if (side === 'wechat') throw takenError(side);
        throw e;
      }
    },

    async binding(userId: number): Promise<WechatBinding> {
      const b = await repo.bindingOf(userId);
      return {
        bound: b ? 1 : 0,
        nickname: b?.nickname ?? '',
        bound_at: b ? b.createdAt.toISOString() : null,
      };
    },

    /** The buyer's own login only: the session says whose binding goes. */
    async unbind(userId: number) {
      if (!(await repo.unbind(userId))) throw new AppError('bad_request', '当前账号未绑定微信');
    },

    /** The console: a company's logins and whether each has WeChat bound. */
    async logins(companyId: number): Promise<AdminWechatLogin[]> {
      const rows = await repo.loginsOfCompany(companyId);
      if (!rows) throw notFound('买家');
      return rows.map((r) => ({
        user_id: r.userId,
        username: r.username,
        is_main: r.isMain ? (1 as const) : (0 as const),
        wechat: r.nickname ?? '',
        bound_at: r.boundAt ? r.boundAt.toISOString() : null,
      }));
    },

    /** Staff unbind a login of this company, audited in the same transaction. */
    async staffUnbind(actor: Actor, companyId: number, userId: number) {
      await db.transaction(async (tx) => {
        const r = wechatRepo(tx);
        if (!(await r.userInCompany(userId, companyId))) throw notFound('账号');
        const removed = await r.unbind(userId);
        if (!removed) throw new AppError('bad_request', '该账号未绑定微信');
        await audit(tx, actor, {
          action: 'wechat.unbind',
          targetType: 'user',
          targetId: userId,
          before: { company_id: companyId, wechat: removed.nickname, openid: removed.openid },
          after: null,
        });
      });
    },
  };
}

export type WechatService = ReturnType<typeof wechatService>;
