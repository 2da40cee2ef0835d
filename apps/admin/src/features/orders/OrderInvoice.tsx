import type { AdminInvoiceItem } from '@shop/contract';
import { Space, Typography } from 'antd';
import { useOrderInvoice } from '../../api/orders';

const KIND = { 1: '普票', 2: '专票' } as Record<number, string>;

/** 已申请 / 已开具 / 已驳回, of which kind, and the title the buyer gave. */
export function invoiceState(r: AdminInvoiceItem): string {
  const kind = KIND[r.type] ?? r.type_text;
  if (r.status === 'issued') return `已开具${kind}（${r.invoice_no ?? ''}）`;
  if (r.status === 'rejected') return `${kind}申请已驳回：${r.reject_reason}`;
  return `已申请${kind}`;
}

/**
 * The order's invoice: the buyer's request since ordering when there is one
 * (the order itself keeps what was chosen at checkout, often 不开发票).
 */
export function OrderInvoice({ id, chosen }: { id: number; chosen: string }) {
  const invoice = useOrderInvoice(id);
  const r = invoice.data;
  if (!r) return <>{chosen || '-'}</>;
  return (
    <Space direction="vertical" size={0}>
      <span data-testid="order-invoice">{invoiceState(r)}</span>
      <Typography.Text type="secondary">
        抬头：{r.title}（{r.tax_no}）
      </Typography.Text>
    </Space>
  );
}
