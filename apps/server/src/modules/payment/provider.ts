// What the shop needs of an online payment gateway. The built-in sandbox
// (sandbox.ts) plays one; a real gateway is another implementation chosen by
// PAY_PROVIDER.

export type Notification = {
  trade_no: string;
  provider_txn: string;
  amount_fen: string;
  status: 'SUCCESS';
  ts: string;
};

export type PaymentProvider = {
  name: string;
  /** Where the buyer's browser goes to pay. */
  payUrl(tradeNo: string): string;
  /** Whether a callback's fields carry the gateway's signature. */
  verify(fields: Record<string, string>, signature: string): boolean;
  /**
   * Sends a payment's money back to where it came from: money that arrives
   * for an order that can no longer be paid never becomes shop balance.
   */
  refund(payment: {
    tradeNo: string;
    providerTxn: string | null;
    amountFen: number;
  }): Promise<void>;
};
