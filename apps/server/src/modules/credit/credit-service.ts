import { AppError } from '../../http/errors.ts';
import { assertCan, type Buyer } from '../../http/session.ts';
import { closeDuePeriods } from './closing.ts';
import { creditRepo } from './repo.ts';
import { type CreditDeps, creditCore } from './service.ts';
import { buyerStatements } from './statements.ts';

/** What the buyer routes and other modules use: the core, the statements, repaying from the balance. */
export function creditService(deps: CreditDeps) {
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
  return service;
}

export type CreditService = ReturnType<typeof creditService>;
