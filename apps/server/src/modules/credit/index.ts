import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type Buyer, assertCan } from '../../http/session.ts';
import { countingJob, type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { creditAdminRoutes } from './admin-routes.ts';
import { creditAdmin } from './admin-service.ts';
import { closeDuePeriods } from './closing.ts';
import { creditRepo } from './repo.ts';
import { creditRoutes, statementFileRoutes } from './routes.ts';
import { creditCore } from './service.ts';
import { buyerStatements } from './statements.ts';

export { reconcileMoney } from './reconcile.ts';
export type { RepaySource } from './service.ts';

/** How often the statement job looks for a statement day that has come (it closes each period once). */
const CLOSE_EVERY_MS = 10 * 60_000;

/** 账期: credit lines, paying on account, statements and their repayment. */
export function creditModule(deps: {
  db: Db;
  audit: Audit;
  wallet: Pick<WalletService, 'refund' | 'payCredit'>;
  graceDays: () => Promise<number>;
}) {
  const { db, wallet } = deps;
  const core = creditCore(deps);
  const statements = buyerStatements(
    db,
    async (id) => (await creditRepo(db).companyName(id)) ?? '',
  );

  const service = {
    ...core,
    statements,
    /** 余额还款: the balance pays part or all of a statement, in one transaction. */
    async repayFromBalance(buyer: Buyer, statementId: number, fen: number) {
      assertCan(buyer, 'pay');
      const companyId = buyer.company.id;
      const s = await statements.own(companyId, statementId);
      await db.transaction(async (tx) => {
        await core.repay(tx, companyId, s.id, fen, 'balance');
        if (!(await wallet.payCredit(tx, companyId, fen, s.statementNo)))
          throw new AppError('bad_request', '余额不足，请充值或选择对公转账还款');
      });
      return statements.detail(companyId, s.id);
    },
    /** The statement job's one pass (tests call it as the scheduler would). */
    closeDue: (today?: string) => closeDuePeriods(db, today),
  };
  const admin = creditAdmin({ db, audit: deps.audit, graceDays: deps.graceDays });

  return {
    service,
    routes: routePlugins(creditRoutes(service), statementFileRoutes(service)),
    adminRoutes: creditAdminRoutes(admin),
    jobs: [
      countingJob(
        'credit-statements',
        CLOSE_EVERY_MS,
        () => closeDuePeriods(db),
        (n) => `closed ${n} credit statement(s)`,
      ),
    ],
  } satisfies Module<unknown>;
}

export type CreditService = ReturnType<typeof creditModule>['service'];
