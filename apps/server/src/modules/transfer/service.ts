import {
  type OrderTransfer,
  RECEIPT_STATE_TEXT,
  TRANSFER_STATE_TEXT,
  type TransferReceipt,
  type TransferStart,
  type TransferState,
} from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type PaperRule, privateFiles, sniffPaper } from '../../platform/private-files.ts';
import type { TransferAccount } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { TransferKinds } from './kinds.ts';
import { newReference } from './reference.ts';
import { type ReceiptRow, type TransferRow, transferRepo } from './repo.ts';

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_RULE: PaperRule = {
  maxBytes: MAX_RECEIPT_BYTES,
  images: ['jpeg', 'png', 'webp'],
  pdf: true,
  accepts: '银行回单图片（JPG、PNG、WebP）或 PDF 文件',
};

export const presentReceipt = (r: ReceiptRow): TransferReceipt => ({
  id: r.id,
  state: r.state as TransferReceipt['state'],
  state_text: RECEIPT_STATE_TEXT[r.state as TransferReceipt['state']] ?? r.state,
  uploaded_at: r.uploadedAt.toISOString(),
  amount: formatYuan(r.amountFen),
  reason: r.reason,
  file_type: r.fileType,
});

export const stillDueFen = (t: TransferRow) => Math.max(0, t.dueFen - t.receivedFen);
export const stateText = (t: TransferRow) =>
  TRANSFER_STATE_TEXT[t.state as TransferState] ?? t.state;

const bankOf = (a: TransferAccount) => ({ name: a.name, bank: a.bank, account: a.account });

/** What one target needs to open its transfer: its company, amount, and how to hold it longer. */
export type OpenTarget = {
  kind: string;
  targetId: number;
  companyId: number;
  dueFen: number;
  key: string;
  /** Holds the target (its stock) until then, inside the transaction; false when it is no longer payable. */
  hold(tx: DbOrTx, until: Date): Promise<boolean>;
};

type Deps = {
  db: Db;
  filesDir: string;
  kinds: TransferKinds;
  wallet: Pick<WalletService, 'transferIn'>;
  /** The shop's receiving account and window, read when a buyer pays. */
  account: () => Promise<TransferAccount>;
};

export function transferService({ db, filesDir, kinds, wallet, account }: Deps) {
  const files = privateFiles(filesDir, 'transfer-receipts');

  /** Whatever had arrived for a target that went away goes to the company's balance. */
  async function giveBack(tx: DbOrTx, t: TransferRow, why: string) {
    if (t.receivedFen > 0)
      await wallet.transferIn(
        tx,
        t.companyId,
        t.receivedFen,
        kinds.get(t.kind).ledgerOrderId(t),
        why,
      );
  }

  return {
    files,
    giveBack,

    /**
     * Opens the target's transfer (or answers the one it has: the window is
     * not extended again, so asking twice cannot hold stock longer).
     */
    async open(target: OpenTarget): Promise<TransferStart> {
      const acc = await account();
      if (!acc.account || !acc.name)
        throw new AppError('bad_request', '商城暂未开通对公转账，请选择其他支付方式');
      const answer = (t: TransferRow): TransferStart => ({
        reference: t.reference,
        bank: bankOf(acc),
        expires_at: t.expiresAt.toISOString(),
      });
      const existing = await transferRepo(db).byTarget(target.kind, target.targetId);
      if (existing && existing.companyId === target.companyId && existing.state !== 'closed')
        return answer(existing);
      if (existing) throw new AppError('conflict', '该笔对公转账已关闭，请刷新页面');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const made = await db.transaction(async (tx) => {
          const until = new Date(Date.now() + acc.windowHours * 3_600_000);
          const row = await transferRepo(tx).insertOnce({
            kind: target.kind,
            targetId: target.targetId,
            companyId: target.companyId,
            reference: newReference(),
            dueFen: target.dueFen,
            idempotencyKey: target.key,
            expiresAt: until,
          });
          if (row && !(await target.hold(tx, until)))
            throw new AppError('conflict', '订单状态已变化，请刷新页面');
          return row;
        });
        if (made) return answer(made);
        // A concurrent request opened it, or (rarely) the reference was taken: look again.
        const now = await transferRepo(db).byTarget(target.kind, target.targetId);
        if (now) return answer(now);
      }
      throw new AppError('conflict', '转账识别码生成失败，请重试');
    },

    /** The target's transfer as its company sees it; 404 for another company's. */
    async view(kind: string, targetId: number, companyId: number): Promise<OrderTransfer> {
      const found = await this.find(kind, targetId, companyId);
      if (!found) throw notFound('转账信息');
      return found;
    },

    /** The target's transfer as its company sees it; null when it has none (or it is another company's). */
    async find(kind: string, targetId: number, companyId: number): Promise<OrderTransfer | null> {
      const t = await transferRepo(db).byTarget(kind, targetId);
      if (!t || t.companyId !== companyId) return null;
      const [acc, receipts] = await Promise.all([account(), transferRepo(db).receipts([t.id])]);
      const last = receipts.at(-1);
      return {
        reference: t.reference,
        bank: bankOf(acc),
        amount: formatYuan(t.dueFen),
        received: formatYuan(t.receivedFen),
        still_due: formatYuan(stillDueFen(t)),
        state: t.state as TransferState,
        state_text: stateText(t),
        reject_reason: t.state === 'rejected' && last?.state === 'rejected' ? last.reason : '',
        expires_at: t.expiresAt.toISOString(),
        receipts: receipts.map(presentReceipt),
      };
    },

    /** Stores a receipt the company uploaded; the file is taken back when no row is written. */
    async addReceipt(kind: string, targetId: number, companyId: number, bytes: Buffer) {
      // The file is judged first: what is not a picture or a PDF is refused as such.
      await sniffPaper(bytes, RECEIPT_RULE);
      const t = await transferRepo(db).byTarget(kind, targetId);
      if (!t || t.companyId !== companyId) throw notFound('转账信息');
      if (!['waiting', 'rejected', 'partly'].includes(t.state))
        throw new AppError('conflict', '该转账已确认或已关闭，无需再上传回单');
      const stored = await files.store(bytes, RECEIPT_RULE);
      const row = await db
        .transaction((tx) => transferRepo(tx).addReceipt(t.id, stored.file, stored.fileType))
        .catch(async (e) => {
          await files.remove(stored.file);
          throw e;
        });
      if (!row) {
        await files.remove(stored.file);
        throw new AppError('conflict', '该转账已确认或已关闭，无需再上传回单');
      }
      return presentReceipt(row);
    },

    /** A receipt's file for its company; null when it is not theirs. */
    async receiptFile(kind: string, targetId: number, companyId: number, receiptId: number) {
      const t = await transferRepo(db).byTarget(kind, targetId);
      if (!t || t.companyId !== companyId) return null;
      return this.fileOf(t.id, receiptId);
    },

    async fileOf(transferId: number, receiptId: number) {
      const r = await transferRepo(db).receipt(transferId, receiptId);
      if (!r) return null;
      const bytes = await files.read(r.file);
      return bytes && { bytes, type: r.fileType };
    },

    /**
     * The target went away (cancelled) or was paid another way, inside that
     * change's transaction: the transfer closes and what had arrived goes to
     * the balance.
     */
    async targetGone(tx: DbOrTx, kind: string, targetId: number, why: string) {
      const closed = await transferRepo(tx).close({ kind, targetId });
      if (closed) await giveBack(tx, closed, why);
    },
  };
}

export type TransferService = ReturnType<typeof transferService>;
