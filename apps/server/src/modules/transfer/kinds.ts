import type { DbOrTx } from '../../db/client.ts';
import type { TransferRow } from './repo.ts';

// What a transfer pays is a kind ('order' today); each kind registers what
// settling its target means. The transfer module knows receipts, amounts and
// the balance; it never knows orders (or statements) themselves.

export type TransferKind = {
  /** What the console calls the target: 订单. */
  text: string;
  /**
   * All that is due arrived: settle the target inside the confirming
   * transaction. False when the target no longer takes the money (cancelled,
   * paid another way): then everything received goes to the balance.
   */
  settle(tx: DbOrTx, t: TransferRow): Promise<boolean>;
  /** The order a balance ledger entry names, when the target is one. */
  ledgerOrderId(t: TransferRow): number | null;
  /** Where the buyer sees the target (a 站内信 link). */
  link(t: TransferRow): string;
};

export function transferKinds() {
  const kinds = new Map<string, TransferKind>();
  return {
    register(name: string, kind: TransferKind) {
      if (kinds.has(name)) throw new Error(`transfer kind ${name} registered twice`);
      kinds.set(name, kind);
    },
    get(name: string): TransferKind {
      const k = kinds.get(name);
      if (!k) throw new Error(`transfer kind ${name} is not registered`);
      return k;
    },
    textOf: (name: string) => kinds.get(name)?.text ?? name,
  };
}

export type TransferKinds = ReturnType<typeof transferKinds>;
