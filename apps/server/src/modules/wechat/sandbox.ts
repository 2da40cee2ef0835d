import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Confirmation, WechatLoginProvider } from './provider.ts';

// The built-in WeChat for demos and tests: its QR code opens a page that plays
// the phone's "确认登录", and its confirmations are signed (HMAC-SHA256 over
// the sorted fields) as a real provider's callback is. It is on only when the
// payment sandbox is.

export type WechatSandbox = WechatLoginProvider & { sign(fields: Confirmation): string };

const canonical = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

/** The sandbox's WeChat users are their nicknames: one nickname, one openid. */
export const sandboxOpenid = (nickname: string) =>
  `sbx_${createHash('sha256').update(nickname).digest('hex').slice(0, 24)}`;

export function wechatSandbox(secret: string, publicUrl: string): WechatSandbox {
  const mac = (fields: Record<string, string>) =>
    createHmac('sha256', secret).update(canonical(fields)).digest('hex');
  return {
    name: 'sandbox',
    qrUrl: (qrKey) => `${publicUrl.replace(/\/$/, '')}/api/wechat/sandbox/${qrKey}`,
    sign: (fields) => mac(fields),
    verify(fields, signature) {
      const expected = Buffer.from(mac(fields), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export const WECHAT_SANDBOX_SECRET_KEY = 'wechat_sandbox_secret';
export const newWechatSandboxSecret = () => randomBytes(32).toString('hex');
