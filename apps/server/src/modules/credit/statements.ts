import {
  STATEMENT_STATUS_TEXT,
  type StatementDetail,
  type StatementItem,
  type StatementLine,
} from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type CreditEntryRow, creditRepo, type StatementRow } from './repo.ts';

export const KIND_TEXT: Record<string, string> = {
  charge: '挂账',
  refund: '退款冲减',
  repay: '还款',
};

/**
 * What of a statement's closing is still to pay: less what was repaid since
 * it closed, and never more than the line's used (a refund after it closed
 * lowered what the company owes; the refund is a line of the next statement).
 */
export async function outstandingOf(db: DbOrTx, s: StatementRow): Promise<number> {
  const repo = creditRepo(db);
  const since = await repo.repaidAfter(s);
  const line = await repo.line(s.companyId);
  return Math.max(0, Math.min(s.closingFen - since, line?.usedFen ?? 0));
}

export async function presentStatement(db: DbOrTx, s: StatementRow): Promise<StatementItem> {
  const outstanding = await outstandingOf(db, s);
  return {
    id: s.id,
    statement_no: s.statementNo,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    due_date: s.dueDate,
    opening: formatYuan(s.openingFen),
    charges: formatYuan(s.chargesFen),
    refunds: formatYuan(s.refundsFen),
    repaid: formatYuan(s.repaidFen),
    closing: formatYuan(s.closingFen),
    outstanding: formatYuan(outstanding),
    status: s.status as StatementItem['status'],
    status_text: STATEMENT_STATUS_TEXT[s.status as StatementItem['status']] ?? s.status,
    closed_at: s.closedAt.toISOString(),
  };
}

export const presentLine = (e: CreditEntryRow, orderNo: string | null): StatementLine => ({
  id: e.id,
  kind: e.kind as StatementLine['kind'],
  kind_text: KIND_TEXT[e.kind] ?? e.kind,
  amount: formatYuan(e.amountFen),
  order_id: e.orderId,
  order_no: orderNo ?? '',
  remark: e.remark,
  created_at: e.createdAt.toISOString(),
  dispute_note: e.disputeNote ?? '',
  dispute_answer: e.disputeAnswer ?? '',
  disputed: e.disputeNote ? 1 : 0,
  resolved: e.resolvedAt ? 1 : 0,
});

/** The buyer's statements: every read and write is of the session's company. */
export function buyerStatements(db: Db, companyName: (id: number) => Promise<string>) {
  const own = async (companyId: number, id: number) => {
    const s = await creditRepo(db).statement(companyId, id);
    if (!s) throw notFound('对账单');
    return s;
  };

  async function detail(companyId: number, id: number): Promise<StatementDetail> {
    const s = await own(companyId, id);
    const lines = await creditRepo(db).linesOf(s.id);
    return {
      ...(await presentStatement(db, s)),
      company_name: await companyName(companyId),
      lines: lines.map((l) => presentLine(l.e, l.orderNo)),
    };
  }

  return {
    own,
    detail,
    async list(companyId: number) {
      const rows = await creditRepo(db).statementsOf(companyId);
      return { data: await Promise.all(rows.map((s) => presentStatement(db, s))) };
    },

    /** 对账确认: once, and not while a line is disputed and unanswered. */
    async confirm(companyId: number, id: number) {
      const s = await own(companyId, id);
      if (s.status === 'confirmed') throw new AppError('conflict', '该对账单已确认');
      if (s.status === 'disputed')
        throw new AppError('conflict', '该对账单有尚未处理的异议，待财务处理后再确认');
      if (!(await creditRepo(db).setStatus(companyId, id, ['open'], 'confirmed')))
        throw new AppError('conflict', '该对账单状态已变化，请刷新');
      return detail(companyId, id);
    },

    /** A line disputed with a note; the statement waits for finance's answer. */
    async dispute(companyId: number, id: number, lineId: number, note: string) {
      const s = await own(companyId, id);
      if (s.status === 'confirmed')
        throw new AppError('conflict', '该对账单已确认，不能再提出异议');
      await db.transaction(async (tx) => {
        const repo = creditRepo(tx);
        if (!(await repo.dispute(s.id, lineId, note))) {
          const line = (await repo.linesOf(s.id)).find((l) => l.e.id === lineId);
          if (!line) throw notFound('对账单明细');
          throw new AppError('conflict', '该明细已提出过异议');
        }
        // Confirmed meanwhile (a confirm at the same moment): the line's dispute rolls back.
        if (!(await repo.setStatus(companyId, id, ['open', 'disputed'], 'disputed')))
          throw new AppError('conflict', '该对账单已确认，不能再提出异议');
      });
      return detail(companyId, id);
    },
  };
}
