import type { AdminTransfer, TransferConfirmBody, TransferDaily } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import type { TransferKinds } from './kinds.ts';
import { sameCompanyName } from './reference.ts';
import { type ReceiptRow, type TransferRow, transferRepo } from './repo.ts';
import { presentReceipt, stateText, stillDueFen, type TransferService } from './service.ts';

export const TRANSFER_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** Midnight of a Beijing calendar day, as an instant. */
const beijingMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - BEIJING_MS);
export const beijingDate = (d: Date) =>
  new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 10);

const snapshot = (t: TransferRow) => ({
  state: t.state,
  due: formatYuan(t.dueFen),
  received: formatYuan(t.receivedFen),
});

type Deps = {
  db: Db;
  kinds: TransferKinds;
  transfers: TransferService;
  audit: Audit;
  notify: Notify;
};

/** 对公转账 › 到账确认: finance matches receipts to what arrived in the bank account. */
export function transferAdminService({ db, kinds, transfers, audit, notify }: Deps) {
  function present(
    t: TransferRow,
    companyName: string,
    targetNo: string,
    receipts: ReceiptRow[],
  ): AdminTransfer {
    return {
      id: t.id,
      kind: t.kind,
      kind_text: kinds.textOf(t.kind),
      target_id: t.targetId,
      target_no: targetNo,
      company_id: t.companyId,
      company_name: companyName,
      reference: t.reference,
      amount: formatYuan(t.dueFen),
      received: formatYuan(t.receivedFen),
      still_due: formatYuan(stillDueFen(t)),
      state: t.state as AdminTransfer['state'],
      state_text: stateText(t),
      created_at: t.createdAt.toISOString(),
      expires_at: t.expiresAt.toISOString(),
      receipts: receipts.map(presentReceipt),
    };
  }

  return {
    async list(pageNo: number, view: 'todo' | 'all', keyword = '', size = TRANSFER_PAGE_SIZE) {
      const repo = transferRepo(db);
      const { rows, total } = await repo.page(view, keyword, size, (pageNo - 1) * size);
      const receipts = await repo.receipts(rows.map((r) => r.transfer.id));
      const items = rows.map((r) =>
        present(
          r.transfer,
          r.companyName,
          r.targetNo,
          receipts.filter((x) => x.transferId === r.transfer.id),
        ),
      );
      return page(items, total, pageNo, size);
    },

    file: (id: number, receiptId: number) => transfers.fileOf(id, receiptId),

    /**
     * Records what arrived for one receipt, once (the receipt is claimed with
     * a conditional write; a second click finds it decided). Short: the rest
     * stays due. All of it: the target is settled; more than due: the surplus
     * goes to the company balance with a ledger entry.
     */
    async confirm(actor: Actor, id: number, body: TransferConfirmBody) {
      const fen = parseYuan(body.amount);
      if (fen === null || fen <= 0) throw fieldError('amount', '到账金额须大于 0');
      const repo = transferRepo(db);
      const t = await repo.byId(id);
      if (!t) throw notFound('转账');
      const registered = await repo.companyName(t.companyId);
      const reason = body.reason?.trim() ?? '';
      const same = sameCompanyName(body.payer_name, registered);
      if (!same && !reason)
        throw fieldError('reason', `付款户名与买家注册名称「${registered}」不一致，请填写原因`);
      return db.transaction(async (tx) => {
        const r = transferRepo(tx);
        const receipt = await r.decideReceipt(id, body.receipt_id, {
          state: 'confirmed',
          amountFen: fen,
          payerName: body.payer_name,
          reason: same ? '' : reason,
          staff: actor.staff.username,
        });
        if (!receipt) throw new AppError('conflict', '该回单已处理，请刷新列表');
        const received = await r.receive(id, fen);
        if (!received) throw new AppError('conflict', '该转账已确认或已关闭，请刷新列表');
        let now = received;
        let surplusFen = 0;
        const kind = kinds.get(t.kind);
        if (received.state === 'confirmed') {
          if (await kind.settle(tx, received)) surplusFen = received.receivedFen - received.dueFen;
          else {
            // The target went away while the money travelled: all of it is the company's.
            now = (await r.close({ id })) ?? received;
            surplusFen = received.receivedFen;
          }
          if (surplusFen > 0)
            await transfers.giveBack(
              tx,
              { ...now, receivedFen: surplusFen },
              `对公转账 ${t.reference} 多付/退回转入余额`,
            );
        }
        await audit(tx, actor, {
          action: 'transfer.confirm',
          targetType: 'transfer',
          targetId: id,
          before: snapshot(t),
          after: {
            ...snapshot(now),
            receipt_id: receipt.id,
            amount: formatYuan(fen),
            payer_name: body.payer_name,
            ...(same ? {} : { name_mismatch_reason: reason }),
            to_balance: formatYuan(surplusFen),
          },
        });
        return {
          state: now.state,
          state_text: stateText(now),
          received: formatYuan(now.receivedFen),
          still_due: formatYuan(stillDueFen(now)),
          to_balance: formatYuan(surplusFen),
        };
      });
    },

    /** Refuses one receipt with the reason the buyer reads (站内信 and the order page). */
    async reject(actor: Actor, id: number, receiptId: number, reason: string) {
      const t = await transferRepo(db).byId(id);
      if (!t) throw notFound('转账');
      return db.transaction(async (tx) => {
        const r = transferRepo(tx);
        const receipt = await r.decideReceipt(id, receiptId, {
          state: 'rejected',
          amountFen: 0,
          payerName: '',
          reason,
          staff: actor.staff.username,
        });
        if (!receipt) throw new AppError('conflict', '该回单已处理，请刷新列表');
        await r.markRejected(id);
        await notify(tx, t.companyId, {
          kind: 'transfer_rejected',
          title: `对公转账回单未通过：${t.reference}`,
          body: `${reason}。请核对后重新上传银行回单；转账附言请填写 ${t.reference}。`,
          link: kinds.get(t.kind).link(t),
          ...(t.kind === 'order' ? { orderId: t.targetId } : {}),
        });
        await audit(tx, actor, {
          action: 'transfer.reject',
          targetType: 'transfer',
          targetId: id,
          before: snapshot(t),
          after: { receipt_id: receiptId, reason },
        });
        return presentReceipt(receipt);
      });
    },

    /** Confirmed receipts per Beijing day, [from, to] inclusive, at most a year. */
    async daily(from: string, to: string): Promise<TransferDaily> {
      const start = beijingMidnight(from);
      const end = new Date(beijingMidnight(to).getTime() + DAY_MS);
      if (end <= start) throw fieldError('to', '结束日期不能早于开始日期');
      if (end.getTime() - start.getTime() > 366 * DAY_MS)
        throw fieldError('to', '一次最多查询 366 天');
      const rows = (await transferRepo(db).confirmedBetween(start, end)).map((x) => ({
        date: beijingDate(x.receipt.decidedAt!),
        confirmed_at: x.receipt.decidedAt!.toISOString(),
        company_name: x.companyName,
        payer_name: x.receipt.payerName,
        reference: x.reference,
        target_no: x.targetNo,
        fen: x.receipt.amountFen,
        staff: x.receipt.staff,
        reason: x.receipt.reason,
      }));
      const days = new Map<string, { count: number; fen: number }>();
      for (const r of rows) {
        const d = days.get(r.date) ?? { count: 0, fen: 0 };
        days.set(r.date, { count: d.count + 1, fen: d.fen + r.fen });
      }
      return {
        rows: rows.map(({ fen, ...r }) => ({ ...r, amount: formatYuan(fen) })),
        days: [...days].map(([date, d]) => ({ date, count: d.count, amount: formatYuan(d.fen) })),
        total: formatYuan(rows.reduce((n, r) => n + r.fen, 0)),
      };
    },
  };
}

export type TransferAdminService = ReturnType<typeof transferAdminService>;
