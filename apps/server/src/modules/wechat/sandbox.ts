import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Confirmation, WechatLoginProvider } from './provider.ts';

// The built-in WeChat for demos and tests: its QR code opens a page that plays
// the phone's "确认登录", and its confirmations are signed (HMAC-SHA256 over
// the sorted fields) as a real provider's callback is. It is on only when the
// payment sandbox is.

export type WechatSandbox = WechatLoginProvider & {
  sign(fields: Confirmation): string;
  /**
   * The phone's WeChat user as the shop sees it: stable for the phone, random
   * to everyone else, as a real provider's openid is. The nickname is only a
   * display name; two people may share one.
   */
  openidOf(phone: string): string;
};

/** The sandbox's "phone": a random id its browser keeps in a cookie; one WeChat user per phone. */
export const SANDBOX_PHONE_COOKIE = 'sbx_wechat_phone';
export const newSandboxPhone = () => randomBytes(16).toString('hex');
export const isSandboxPhone = (v: string | undefined): v is string =>
  v !== undefined && /^[0-9a-f]{32}$/.test(v);

const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

export function wechatSandbox(secret: string, publicUrl: string): WechatSandbox {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('hex');
  return {
    name: 'sandbox',
    qrUrl: (qrKey) => `${publicUrl.replace(/\/$/, '')}/api/wechat/sandbox/${qrKey}`,
    sign: (fields) => mac(canonical(fields)),
    verify(fields, signature) {
      const expected = Buffer.from(mac(canonical(fields)), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    openidOf: (phone) => `sbx_${mac(`openid:${phone}`).slice(0, 28)}`,
  };
}

export const WECHAT_SANDBOX_SECRET_KEY = 'wechat_sandbox_secret';
export const newWechatSandboxSecret = () => randomBytes(32).toString('hex');
