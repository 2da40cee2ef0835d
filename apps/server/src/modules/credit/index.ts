import type { Db } from '../../db/client.ts';
import { countingJob, type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { creditAdminRoutes } from './admin-routes.ts';
import { creditAdmin } from './admin-service.ts';
import { closeDuePeriods } from './closing.ts';
import { creditService } from './credit-service.ts';
import { creditRoutes, type PayPasswordCheck, statementFileRoutes } from './routes.ts';

export type { CreditService } from './credit-service.ts';
export { receivables } from './receivables.ts';
export { reconcileMoney } from './reconcile.ts';
/** The statement calendar, for the demo seed. */
export { addDays, beijingDay, lastStatementDate } from './rules.ts';
export type { RepaySource } from './service.ts';
export { statementTransferKind } from './transfer-kind.ts';

/** How often the statement job looks for a statement day that has come (it closes each period once). */
const CLOSE_EVERY_MS = 10 * 60_000;

/** 账期: credit lines, paying on account, statements and their repayment. */
export function creditModule(deps: {
  db: Db;
  audit: Audit;
  wallet: Pick<WalletService, 'refund' | 'payCredit'>;
  graceDays: () => Promise<number>;
  checkPayPassword: PayPasswordCheck;
}) {
  const service = creditService(deps);
  const admin = creditAdmin({ db: deps.db, audit: deps.audit, graceDays: deps.graceDays });
  return {
    service,
    routes: routePlugins(
      creditRoutes(service, deps.checkPayPassword),
      statementFileRoutes(service),
    ),
    adminRoutes: creditAdminRoutes(admin),
    jobs: [
      countingJob(
        'credit.close-statements',
        CLOSE_EVERY_MS,
        () => closeDuePeriods(deps.db),
        (n) => `closed ${n} credit statement(s)`,
      ),
    ],
  } satisfies Module<unknown>;
}
