import type { UserCredit } from '@shop/contract';
import { CREDIT_TERMS_TEXT } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { WalletService } from '../wallet/index.ts';
import { type CreditLineRow, creditRepo } from './repo.ts';
import { beijingDay, nextStatementDate } from './rules.ts';
import { standingOf } from './standing.ts';
import { outstandingOf } from './statements.ts';

export type CreditDeps = {
  db: Db;
  wallet: Pick<WalletService, 'refund' | 'payCredit'>;
  /** 宽限期: days past a due date before new credit orders are refused (a setting). */
  graceDays: () => Promise<number>;
};

/** Where a repayment came from: the balance, or (later) a matched bank transfer. */
export type RepaySource = 'balance' | 'transfer';

const noLine = () =>
  new AppError('bad_request', '贵公司尚未开通账期，请选择其他支付方式', undefined, {
    reason: 'no_credit_line',
  });

/** The next statement day, never before the line starts. */
export function nextStatementOf(line: CreditLineRow, today = beijingDay()) {
  const from = line.startDate > today ? line.startDate : today;
  return nextStatementDate(from, line.statementDay);
}

export function creditCore({ db, wallet, graceDays }: CreditDeps) {
  /** Why new credit orders are refused now, or null. */
  async function blockedWhy(line: CreditLineRow) {
    const [standing, grace] = await Promise.all([standingOf(db, line), graceDays()]);
    const why =
      standing.maxDaysOverdue > grace
        ? `贵公司账期欠款 ¥${formatYuan(standing.overdueFen)} 已逾期 ${standing.maxDaysOverdue} 天（宽限期 ${grace} 天），请先还款后再挂账；余额支付、对公转账不受影响`
        : '';
    return { standing, why };
  }

  return {
    blockedWhy,

    async summary(companyId: number): Promise<UserCredit> {
      const line = await creditRepo(db).line(companyId);
      if (!line)
        return {
          has_line: 0,
          limit: '0.00',
          used: '0.00',
          available: '0.00',
          terms: '',
          terms_text: '未开通账期',
          statement_day: 0,
          pay_days: 0,
          next_statement_date: '',
          overdue_amount: '0.00',
          blocked: 0,
          blocked_reason: '',
        };
      const { standing, why } = await blockedWhy(line);
      return {
        has_line: 1,
        limit: formatYuan(line.limitFen),
        used: formatYuan(line.usedFen),
        available: formatYuan(Math.max(0, line.limitFen - line.usedFen)),
        terms: line.terms,
        terms_text: CREDIT_TERMS_TEXT[line.terms as 'monthly'] ?? line.terms,
        statement_day: line.statementDay,
        pay_days: line.payDays,
        next_statement_date: nextStatementOf(line),
        overdue_amount: formatYuan(standing.overdueFen),
        blocked: why ? 1 : 0,
        blocked_reason: why,
      };
    },

    /** Refuses (before the paying transaction) a company with no line, a line not started, or overdue. */
    async assertMayCharge(companyId: number) {
      const line = await creditRepo(db).line(companyId);
      if (!line) throw noLine();
      if (line.startDate > beijingDay())
        throw new AppError(
          'bad_request',
          `贵公司账期自 ${line.startDate} 起生效，请选择其他支付方式`,
        );
      const { why } = await blockedWhy(line);
      if (why) throw new AppError('bad_request', why, undefined, { reason: 'credit_overdue' });
    },

    /**
     * Takes an order's amount from the line inside the paying transaction;
     * false (nothing written) when the available credit does not cover it.
     */
    async charge(tx: DbOrTx, companyId: number, fen: number, orderId: number, orderNo: string) {
      const repo = creditRepo(tx);
      if ((await repo.claim(companyId, fen)) === null) return false;
      await repo.record({
        companyId,
        kind: 'charge',
        amountFen: fen,
        orderId,
        remark: `挂账订单 ${orderNo}`,
      });
      return true;
    },

    /**
     * A refund of a credit-paid order, inside the caller's transaction: it
     * lowers what is owed; what was already repaid goes to the balance.
     */
    async giveBack(tx: DbOrTx, companyId: number, fen: number, orderId: number, why: string) {
      const repo = creditRepo(tx);
      const line = await repo.lineForUpdate(companyId);
      const toCredit = Math.min(fen, line?.usedFen ?? 0);
      if (toCredit > 0) {
        if ((await repo.release(companyId, toCredit)) === null)
          throw new AppError('conflict', '账期额度已变化，请重试');
        await repo.record({
          companyId,
          kind: 'refund',
          amountFen: -toCredit,
          orderId,
          remark: why,
        });
      }
      if (fen > toCredit)
        await wallet.refund(
          tx,
          companyId,
          fen - toCredit,
          orderId,
          `${why}（账期欠款已还清，退回余额）`,
        );
      return { creditFen: toCredit, balanceFen: fen - toCredit };
    },

    /** What the company's statement still has unpaid (fen); null when it is not the company's. */
    async outstanding(tx: DbOrTx, companyId: number, statementId: number) {
      const s = await creditRepo(tx).statement(companyId, statementId);
      return s ? outstandingOf(tx, s) : null;
    },

    /**
     * Pays `fen` of a statement inside the caller's transaction (the balance
     * route, a matched bank transfer). At most what the statement still has
     * unpaid; the line's used comes down with a conditional write.
     */

    async repay(
      tx: DbOrTx,
      companyId: number,
      statementId: number,
      fen: number,
      source: RepaySource,
    ) {
      const repo = creditRepo(tx);
      if (!(await repo.lineForUpdate(companyId))) throw noLine();
      const s = await repo.statement(companyId, statementId);
      if (!s) throw notFound('对账单');
      const left = await outstandingOf(tx, s);
      if (left === 0) throw new AppError('conflict', '该对账单已结清');
      if (fen > left)
        throw new AppError('bad_request', `还款金额超过该对账单未还金额 ¥${formatYuan(left)}`);
      if ((await repo.release(companyId, fen)) === null)
        throw new AppError('conflict', '还款金额超过当前账期欠款');
      return repo.record({
        companyId,
        kind: 'repay',
        amountFen: -fen,
        repaysStatementId: s.id,
        source,
        remark: `还款：对账单 ${s.statementNo}（${source === 'balance' ? '余额' : '对公转账'}）`,
      });
    },
  };
}

export type CreditCore = ReturnType<typeof creditCore>;
