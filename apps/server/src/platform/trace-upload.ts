// A real deployment plugs in the national drug traceability platform's
// outbound-bill (出库单) upload here. The default writes the bill to the
// server log as one readable line and answers with a local receipt, so the
// shop runs (and its tests check the hand-over) with no platform account.
// docs/trace-outbound-bill.md describes the bill.

/** One 出库单: a shipment's codes, as the platform's outbound-bill upload takes them. */
export type OutboundBill = {
  billNo: string;
  /** Always 销售出库 here (a sale leaving the warehouse). */
  billType: string;
  /** YYYY-MM-DD HH:mm:ss, Beijing time. */
  billTime: string;
  shipper: { name: string; licenceNumber: string };
  receiver: { name: string; licenceNumber: string };
  items: {
    goodsName: string;
    specification: string;
    manufacturer: string;
    approvalNumber: string;
    lotNo: string;
    productionDate: string;
    expiryDate: string;
    code: string;
  }[];
  /** The same bill in the documented CSV layout (what a file-based upload sends). */
  csv: string;
};

export type TraceUploadProvider = {
  /** Resolves with the platform's receipt; rejects with a reason staff can read. */
  upload(bill: OutboundBill): Promise<{ receipt: string }>;
};

export class LogTraceUploadProvider implements TraceUploadProvider {
  constructor(private readonly log: (line: string) => void) {}

  async upload(bill: OutboundBill): Promise<{ receipt: string }> {
    this.log(
      `出库单 (log provider) ${bill.billNo} ${bill.billType} ${bill.shipper.name} → ${bill.receiver.name}: ${bill.items.length} 个追溯码`,
    );
    return { receipt: `LOG-${bill.billNo}` };
  }
}
