import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

// The built-in payment provider: a page that plays the payer, and callbacks
// signed exactly as a real gateway signs them (HMAC-SHA256 over the sorted
// fields). Swapping in a real provider means another PaymentProvider.

export type Notification = {
  trade_no: string;
  provider_txn: string;
  amount_fen: string;
  status: 'SUCCESS';
  ts: string;
};

export type PaymentProvider = {
  name: string;
  payUrl(tradeNo: string): string;
  sign(fields: Notification): string;
  verify(fields: Record<string, string>, signature: string): boolean;
};

const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

export function sandboxProvider(secret: string): PaymentProvider {
  const mac = (fields: Record<string, string>) =>
    createHmac('sha256', secret).update(canonical(fields)).digest('hex');
  return {
    name: 'sandbox',
    payUrl: (tradeNo) => `/api/pay/sandbox/${tradeNo}`,
    sign: (fields) => mac(fields),
    verify(fields, signature) {
      const expected = Buffer.from(mac(fields), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const SECRET_KEY = 'pay_sandbox_secret';

/** The configured secret, or one generated once and kept in the database for every process. */
export async function sandboxSecret(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteConfig)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, SECRET_KEY));
  return String(row!.value);
}
