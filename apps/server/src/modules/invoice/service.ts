import {
  type AdminInvoiceItem,
  type InvoiceItem,
  invoiceKinds,
  invoiceStatusTexts,
  type OrderInvoice,
} from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type Buyer, ownOrders } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { OrderService } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { invoicePdf } from './pdf.ts';
import { type InvoiceFilter, type InvoiceRow, type InvoiceStatus, invoiceRepo } from './repo.ts';

// E-invoices (/dzfp): a buyer asks for the invoice of a paid order; finance
// staff issue it (an invoice number and a PDF, in one audited transaction)
// or reject it with a reason, after which the buyer may ask again.

export const INVOICE_PAGE_SIZE = 10;
/** Orders that were paid and not cancelled may be invoiced. */
const INVOICEABLE = new Set(['paid', 'shipped', 'completed']);

export type ApplyInput = {
  orderId: number;
  type: 1 | 2;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
};

type Orders = Pick<OrderService, 'find' | 'detailOf' | 'ofCompany'>;

const kindOf = (type: 1 | 2) => invoiceKinds.find((k) => k.id === type)!.kind;
const typeOf = (kind: string) => invoiceKinds.find((k) => k.kind === kind) ?? invoiceKinds[0];
export const pdfUrl = (id: number) => `/api/user/invoice/${id}/pdf`;

function present(row: InvoiceRow): InvoiceItem {
  const r = row.r;
  const t = typeOf(r.kind);
  const status = r.status as InvoiceStatus;
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: row.orderNo,
    type: t.id,
    type_text: t.name,
    title: r.title,
    tax_no: r.taxNo,
    address: r.address,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
    amount: formatYuan(r.amountFen),
    status,
    status_text: invoiceStatusTexts[status],
    reject_reason: r.rejectReason,
    invoice_no: r.invoiceNo,
    pdf_url: r.hasPdf ? pdfUrl(r.id) : null,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

const presentAdmin = (row: InvoiceRow): AdminInvoiceItem => ({
  ...present(row),
  pdf_url: row.r.hasPdf ? `/admin-api/invoices/${row.r.id}/pdf` : null,
  company_id: row.r.companyId,
  company_name: row.companyName,
  username: row.username,
});

/** Shanghai calendar day of an instant, as the invoice number's prefix. */
const ymd = (d: Date) =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

/** 20 digits: the issuing day and the request's id; unique because the id is. */
export const invoiceNumber = (id: number, at: Date) => `${ymd(at)}${String(id).padStart(12, '0')}`;

export function invoiceService({ db, orders, audit }: { db: Db; orders: Orders; audit: Audit }) {
  const repo = invoiceRepo(db);

  return {
    async list(
      buyer: Buyer,
      f: Omit<InvoiceFilter, 'companyId' | 'userId' | 'company'>,
      pageNo: number,
    ) {
      const { rows, total } = await repo.page(
        { ...f, ...ownOrders(buyer) },
        INVOICE_PAGE_SIZE,
        (pageNo - 1) * INVOICE_PAGE_SIZE,
      );
      return page(rows.map(present), total, pageNo, INVOICE_PAGE_SIZE);
    },

    /** For the order detail page: the order's request, or whether one may be made. */
    async ofOrder(buyer: Buyer, orderId: number): Promise<OrderInvoice> {
      const o = await orders.find(db, buyer, orderId);
      if (!o) throw notFound('订单');
      const row = await repo.ofOrder(buyer.company.id, orderId);
      const paid = INVOICEABLE.has(o.status);
      const live = row && row.r.status !== 'rejected';
      return {
        can_apply: paid && !live ? 1 : 0,
        reason: paid ? '' : '订单支付后才能申请发票',
        invoice: row ? present(row) : null,
      };
    },

    /** One live request per order: of two at once, the second gets 409. */
    async apply(buyer: Buyer, input: ApplyInput) {
      const o = await orders.find(db, buyer, input.orderId);
      if (!o) throw notFound('订单');
      if (!INVOICEABLE.has(o.status))
        throw new AppError(
          'conflict',
          o.status === 'cancelled' ? '订单已取消，不能申请发票' : '订单支付后才能申请发票',
        );
      if (o.payFen <= 0) throw new AppError('conflict', '该订单实付金额为 0，无需开票');
      const id = await repo.insert({
        companyId: buyer.company.id,
        orderId: o.id,
        userId: buyer.user.id,
        kind: kindOf(input.type),
        title: input.title,
        taxNo: input.taxNo,
        address: input.address,
        phone: input.phone,
        bank: input.bank,
        account: input.account,
        amountFen: o.payFen,
      });
      if (id === null) throw new AppError('conflict', '该订单已申请过发票，请勿重复申请');
      return present((await repo.find(id, buyer.company.id))!);
    },

    async pdf(buyer: Buyer, id: number) {
      const s = ownOrders(buyer);
      const found = await repo.pdf(id, s.companyId, s.userId);
      if (!found) throw notFound('发票');
      return found;
    },

    // ---- console ----

    async adminPage(f: InvoiceFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.page(f, pageSize, (pageNo - 1) * pageSize);
      return page(rows.map(presentAdmin), total, pageNo, pageSize);
    },

    /** The order's live request, else its latest rejected one; null when none was made. */
    async adminOfOrder(orderId: number) {
      const row = await repo.ofOrder(undefined, orderId);
      if (row) return presentAdmin(row);
      if (!(await repo.orderExists(orderId))) throw notFound('订单');
      return null;
    },

    async adminPdf(id: number) {
      const found = await repo.pdf(id);
      if (!found) throw notFound('发票');
      return found;
    },

    /**
     * Assigns the invoice number and makes the PDF from the order as it is
     * now; refused when the order was cancelled since the request.
     */
    async issue(actor: Actor, id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('发票申请');
      if (row.r.status !== 'pending') throw new AppError('conflict', '该申请已处理');
      const o = await orders.ofCompany(db, row.r.companyId, row.r.orderId);
      if (!o || !INVOICEABLE.has(o.status))
        throw new AppError('conflict', '订单已取消或未支付，不能开票，请驳回该申请');
      const now = new Date();
      const invoiceNo = invoiceNumber(id, now);
      const pdf = await invoicePdf({
        invoiceNo,
        issuedAt: now,
        request: present(row),
        buyerName: row.companyName,
        order: await orders.detailOf(db, o),
      });
      await db.transaction(async (tx: DbOrTx) => {
        if (!(await invoiceRepo(tx).issue(id, invoiceNo, pdf, actor.staff.id)))
          throw new AppError('conflict', '该申请已处理');
        await audit(tx, actor, {
          action: 'invoice.issue',
          targetType: 'invoice_request',
          targetId: id,
          before: { status: 'pending' },
          after: { status: 'issued', invoice_no: invoiceNo, order_no: row.orderNo },
        });
      });
      return presentAdmin((await repo.find(id))!);
    },

    async reject(actor: Actor, id: number, reason: string) {
      await db.transaction(async (tx: DbOrTx) => {
        const row = await invoiceRepo(tx).find(id);
        if (!row) throw notFound('发票申请');
        if (!(await invoiceRepo(tx).reject(id, reason, actor.staff.id)))
          throw new AppError('conflict', '该申请已处理');
        await audit(tx, actor, {
          action: 'invoice.reject',
          targetType: 'invoice_request',
          targetId: id,
          before: { status: row.r.status },
          after: { status: 'rejected', reason, order_no: row.orderNo },
        });
      });
      return presentAdmin((await repo.find(id))!);
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
