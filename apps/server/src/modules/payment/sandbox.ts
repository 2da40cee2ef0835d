import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Notification, PaymentProvider } from './provider.ts';

// The built-in payment gateway for demos and tests: a page that plays the
// bank, and callbacks signed exactly as a real gateway signs them
// (HMAC-SHA256 over the sorted fields). It moves no real money, so it is on
// only when the demo data is, or when PAY_PROVIDER=sandbox says so.

export type SandboxProvider = PaymentProvider & {
  sign(fields: Notification): string;
  /** Trade numbers the sandbox "bank" has sent back (for tests and the log). */
  refunded: Set<string>;
};

const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

export function sandboxProvider(secret: string): SandboxProvider {
  const mac = (fields: Record<string, string>) =>
    createHmac('sha256', secret).update(canonical(fields)).digest('hex');
  const refunded = new Set<string>();
  return {
    name: 'sandbox',
    payUrl: (tradeNo) => `/api/pay/sandbox/${tradeNo}`,
    sign: (fields) => mac(fields),
    verify(fields, signature) {
      const expected = Buffer.from(mac(fields), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async refund(p) {
      refunded.add(p.tradeNo);
    },
    refunded,
  };
}

export const SANDBOX_SECRET_KEY = 'pay_sandbox_secret';
export const newSandboxSecret = () => randomBytes(32).toString('hex');
