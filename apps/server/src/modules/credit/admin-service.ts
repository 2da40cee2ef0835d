import {
  type AdminCreditLine,
  type AdminDispute,
  CREDIT_TERMS_TEXT,
  type CreditLineBody,
} from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { closeNow } from './closing.ts';
import { receivables } from './receivables.ts';
import { type CreditLineRow, creditRepo } from './repo.ts';
import { type Ageing, beijingDay } from './rules.ts';
import { standingOf, standingsOf } from './standing.ts';
import { presentLine, presentStatement } from './statements.ts';

const lineView = (line: CreditLineRow) => ({
  credit_limit: formatYuan(line.limitFen),
  credit_terms: line.terms,
  statement_day: line.statementDay,
  pay_days: line.payDays,
  start_date: line.startDate,
});

/** 账期管理 in the console (finance: the `credit` permission); every write is audited. */
export function creditAdmin({
  db,
  audit,
  graceDays,
}: {
  db: Db;
  audit: Audit;
  graceDays: () => Promise<number>;
}) {
  function lineRow(
    line: CreditLineRow,
    companyName: string,
    standing: Ageing,
    grace: number,
  ): AdminCreditLine {
    return {
      company_id: line.companyId,
      company_name: companyName,
      limit: formatYuan(line.limitFen),
      used: formatYuan(line.usedFen),
      available: formatYuan(Math.max(0, line.limitFen - line.usedFen)),
      terms: line.terms,
      terms_text: CREDIT_TERMS_TEXT[line.terms as 'monthly'] ?? line.terms,
      statement_day: line.statementDay,
      pay_days: line.payDays,
      start_date: line.startDate,
      overdue_amount: formatYuan(standing.overdueFen),
      blocked: standing.maxDaysOverdue > grace ? 1 : 0,
      updated_at: line.updatedAt.toISOString(),
    };
  }

  return {
    async lines() {
      const all = await creditRepo(db).allLines();
      const [standings, grace] = await Promise.all([
        standingsOf(
          db,
          all.map((r) => r.line),
        ),
        graceDays(),
      ]);
      return { data: all.map((r, i) => lineRow(r.line, r.companyName, standings[i]!, grace)) };
    },

    /** Grants or changes a line. A limit below what is used stops new credit orders, nothing more. */
    async grant(actor: Actor, companyId: number, b: CreditLineBody) {
      const limitFen = parseYuan(b.limit);
      if (limitFen === null || limitFen > 2_000_000_000)
        throw new AppError('bad_request', '额度超出范围');
      const name = await creditRepo(db).companyName(companyId);
      if (name === null) throw notFound('客户');
      await db.transaction(async (tx) => {
        const repo = creditRepo(tx);
        const before = await repo.lineForUpdate(companyId);
        const v = {
          limitFen,
          terms: b.terms,
          statementDay: b.statement_day,
          payDays: b.pay_days,
          startDate: b.start_date,
        };
        await repo.saveLine(companyId, v);
        await audit(tx, actor, {
          action: before ? 'credit.change' : 'credit.grant',
          targetType: 'company',
          targetId: companyId,
          before: before ? lineView(before) : null,
          after: lineView({ ...(before ?? ({} as CreditLineRow)), ...v }),
        });
      });
      const line = (await creditRepo(db).line(companyId))!;
      const [standing, grace] = await Promise.all([standingOf(db, line), graceDays()]);
      return lineRow(line, name, standing, grace);
    },

    /** 立即出账: closes the company's period now (audited); refused when today's is closed. */
    async closeNow(actor: Actor, companyId: number) {
      const line = await creditRepo(db).line(companyId);
      if (!line) throw notFound('账期');
      // A line not started has no period: its statement would end before it starts.
      if (line.startDate > beijingDay())
        throw new AppError('conflict', `该客户账期自 ${line.startDate} 起生效，尚无可出账的账期`);
      const s = await closeNow(db, line);
      if (!s) throw new AppError('conflict', '该客户今日已出账');
      await db.transaction((tx) =>
        audit(tx, actor, {
          action: 'credit.close',
          targetType: 'credit_statement',
          targetId: s.id,
          before: null,
          after: { statement_no: s.statementNo, closing: formatYuan(s.closingFen) },
        }),
      );
      return presentStatement(db, s);
    },

    async statements() {
      const rows = await creditRepo(db).allStatements(500);
      return {
        data: await Promise.all(
          rows.map(async (r) => ({
            ...(await presentStatement(db, r.s)),
            company_id: r.s.companyId,
            company_name: r.companyName,
          })),
        ),
      };
    },

    async disputes(open: boolean): Promise<{ data: AdminDispute[] }> {
      const rows = await creditRepo(db).disputes(open);
      return {
        data: rows.map((r) => ({
          ...presentLine(r.e, r.orderNo),
          statement_id: r.s.id,
          statement_no: r.s.statementNo,
          company_id: r.s.companyId,
          company_name: r.companyName,
          disputed_at: (r.e.disputedAt ?? r.e.createdAt).toISOString(),
        })),
      };
    },

    /** Answers a dispute once (audited); the statement can be confirmed again when none is left open. */
    async resolve(actor: Actor, lineId: number, answer: string) {
      await db.transaction(async (tx) => {
        const repo = creditRepo(tx);
        const row = await repo.resolve(lineId, answer);
        if (!row) {
          if (!(await repo.disputed(lineId))) throw notFound('异议');
          throw new AppError('conflict', '该异议已处理');
        }
        if (row.statementId && (await repo.openDisputes(row.statementId)) === 0)
          await repo.reopen(row.statementId);
        await audit(tx, actor, {
          action: 'credit.dispute.resolve',
          targetType: 'credit_entry',
          targetId: lineId,
          before: { dispute_note: row.disputeNote },
          after: { dispute_answer: answer },
        });
      });
      return { id: lineId };
    },

    receivables: () => receivables(db),

    async receivablesXlsx(): Promise<Buffer> {
      const r = await receivables(db);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('应收账龄');
      sheet.columns = [30, 14, 14, 14, 14, 14, 14, 14].map((width) => ({ width }));
      sheet.addRow([
        '客户',
        '欠款合计',
        '未到期',
        '逾期1-30天',
        '逾期31-60天',
        '逾期61-90天',
        '逾期90天以上',
        '逾期合计',
      ]).font = { bold: true };
      for (const row of [...r.data, r.total])
        sheet.addRow([
          row.company_name,
          ...[
            row.used,
            row.not_due,
            row.d1_30,
            row.d31_60,
            row.d61_90,
            row.d90_plus,
            row.overdue,
          ].map(Number),
        ]);
      return Buffer.from(await book.xlsx.writeBuffer());
    },
  };
}

export type CreditAdmin = ReturnType<typeof creditAdmin>;
