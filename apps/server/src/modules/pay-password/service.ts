import type { PayPasswordStatus } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldErrors } from '../../http/errors.ts';
import { assertCan, type Buyer } from '../../http/session.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import { MAX_TRIES, payPasswordRepo, TRY_WINDOW_MINUTES } from './repo.ts';

/** The auth module's codes to the login's own mobile (a narrow port). */
export type OwnCodes = {
  sendOwnCode(userId: number, purpose: 'pay_password', address: string): Promise<string>;
  useOwnCode(
    userId: number,
    purpose: 'pay_password',
    code: string,
    change: (tx: DbOrTx) => Promise<void>,
  ): Promise<void>;
  user(userId: number): Promise<{ mobile: string; mobileVerified: boolean } | null>;
};

type Deps = { db: Db; codes: OwnCodes };

const mask = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;

const tooMany = (until: Date | null) =>
  new AppError(
    'too_many',
    `支付密码错误次数过多，余额和账期支付已锁定，请 ${TRY_WINDOW_MINUTES} 分钟后再试`,
    undefined,
    { reason: 'pay_password_locked', locked_until: until?.toISOString() ?? null },
  );

/** Only the company's main account turns it on, changes, resets or turns it off. */
function assertMain(buyer: Buyer) {
  if (!buyer.can.manage_accounts) throw new AppError('forbidden', '只有主账号可以设置支付密码');
}

/**
 * The company's payment password (支付密码). Off until a main account turns
 * it on with the SMS code of its own mobile; then paying from the balance or
 * on credit asks for it. Each try is counted before the hash is compared
 * (repo.claimTry), five wrong ones in 15 minutes lock those payments for 15
 * minutes; changing it knowing the old one is a counted try too.
 * Decision: docs/decisions/2026-11-29-approvals-and-pay-password.md.
 */
export function payPasswordService({ db, codes }: Deps) {
  const repo = payPasswordRepo(db);

  /** One counted try; throws when locked or wrong (422 on `field`). */
  async function tryPassword(companyId: number, password: string, field: string) {
    const claimed = await repo.claimTry(companyId);
    if (!claimed) throw tooMany((await repo.find(companyId))?.lockedUntil ?? null);
    if (await verifyPassword(password, claimed.hash)) {
      await repo.succeeded(companyId);
      return;
    }
    if (claimed.n >= MAX_TRIES) {
      await repo.lock(companyId);
      throw tooMany((await repo.find(companyId))?.lockedUntil ?? null);
    }
    const message = `支付密码错误，还可以尝试 ${MAX_TRIES - claimed.n} 次`;
    throw new AppError('validation', message, fieldErrors([[field, [message]]]), {
      reason: 'pay_password_wrong',
    });
  }

  /** Sets the hash once the code is spent in the same transaction (a failed write keeps the code). */
  async function setWithCode(buyer: Buyer, code: string, password: string) {
    const hash = await hashPassword(password);
    await codes.useOwnCode(buyer.user.id, 'pay_password', code, (tx) =>
      payPasswordRepo(tx).set(buyer.company.id, hash),
    );
  }

  return {
    async status(buyer: Buyer): Promise<PayPasswordStatus> {
      const [row, user] = await Promise.all([
        repo.find(buyer.company.id),
        buyer.can.manage_accounts ? codes.user(buyer.user.id) : null,
      ]);
      const locked =
        row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
      return {
        enabled: row ? 1 : 0,
        locked: locked ? 1 : 0,
        locked_until: locked ? locked.toISOString() : null,
        can_manage: buyer.can.manage_accounts ? 1 : 0,
        mobile: user?.mobileVerified ? mask(user.mobile) : '',
      };
    },

    async sendCode(buyer: Buyer, address: string) {
      assertMain(buyer);
      return mask(await codes.sendOwnCode(buyer.user.id, 'pay_password', address));
    },

    /** Turns it on, or resets a forgotten one: the SMS code is the proof either way. */
    async set(buyer: Buyer, code: string, password: string) {
      assertMain(buyer);
      await setWithCode(buyer, code, password);
    },

    async change(buyer: Buyer, oldPassword: string, password: string) {
      assertMain(buyer);
      if (!(await repo.find(buyer.company.id)))
        throw new AppError('bad_request', '尚未开启支付密码');
      await tryPassword(buyer.company.id, oldPassword, 'old_password');
      await repo.set(buyer.company.id, await hashPassword(password));
    },

    async disable(buyer: Buyer, code: string) {
      assertMain(buyer);
      if (!(await repo.find(buyer.company.id)))
        throw new AppError('bad_request', '尚未开启支付密码');
      await codes.useOwnCode(buyer.user.id, 'pay_password', code, async (tx) => {
        await payPasswordRepo(tx).remove(buyer.company.id);
      });
    },

    /**
     * Paying from the balance or on credit: nothing asked when the company
     * has no payment password; otherwise the right one, counted (only for a
     * login that may pay).
     */
    async check(buyer: Buyer, password: string | undefined) {
      // A login that may not pay spends no try: it could otherwise lock the store's payments.
      assertCan(buyer, 'pay');
      const row = await repo.find(buyer.company.id);
      if (!row) return;
      if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw tooMany(row.lockedUntil);
      if (!password)
        throw new AppError(
          'validation',
          '请输入支付密码',
          fieldErrors([['pay_password', ['请输入支付密码']]]),
          { reason: 'pay_password_required' },
        );
      await tryPassword(buyer.company.id, password, 'pay_password');
    },
  };
}

export type PayPasswordService = ReturnType<typeof payPasswordService>;
