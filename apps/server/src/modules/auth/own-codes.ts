import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { authRepo } from './repo.ts';

/** What a code proves about the login's own mobile (purposes beyond registration and passwords). */
export type OwnCodePurpose = 'pay_password';

type Deps = {
  db: Db;
  repo: ReturnType<typeof authRepo>;
  send: (
    mobile: string,
    purpose: OwnCodePurpose,
    address: string,
    userId?: number,
  ) => Promise<void>;
  check: (mobile: string, purpose: OwnCodePurpose, code: string) => Promise<number>;
};

/**
 * Codes texted to the login's own proven mobile (the payment password's
 * steps): sent under the same limits as every code, and spent inside the
 * transaction of the change they allow, so a change that fails keeps its code.
 */
export function ownCodes({ db, repo, send, check }: Deps) {
  async function provenMobile(userId: number) {
    const u = await repo.user(userId);
    return u?.mobileVerified ? u.mobile : null;
  }

  return {
    /** The mobile it went to (the page shows it masked). */
    async sendOwnCode(userId: number, purpose: OwnCodePurpose, address: string) {
      const mobile = await provenMobile(userId);
      if (!mobile) throw new AppError('bad_request', '请先在账户中心验证登录手机号');
      await send(mobile, purpose, address, userId);
      return mobile;
    },

    /** Checks the code (a counted try), then spends it and makes `change` in one transaction. */
    async useOwnCode(
      userId: number,
      purpose: OwnCodePurpose,
      code: string,
      change: (tx: DbOrTx) => Promise<void>,
    ) {
      const mobile = await provenMobile(userId);
      if (!mobile) throw fieldError('code', '验证码已失效，请重新获取');
      const codeId = await check(mobile, purpose, code);
      await db.transaction(async (tx) => {
        if (!(await authRepo(tx).useSmsCode(codeId)))
          throw fieldError('code', '验证码已失效，请重新获取');
        await change(tx);
      });
    },
  };
}
