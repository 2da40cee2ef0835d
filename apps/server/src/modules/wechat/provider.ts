// What the shop needs of a WeChat open-platform login ("网站应用微信登录").
// The built-in sandbox (sandbox.ts) plays WeChat and the buyer's phone; a real
// provider is another implementation, as the payment providers are.

/** What WeChat tells the shop once the phone confirms a scan. */
export type Confirmation = {
  qr_key: string;
  openid: string;
  nickname: string;
  ts: string;
};

export type WechatLoginProvider = {
  name: string;
  /** What the QR code encodes: where the phone goes to confirm. */
  qrUrl(qrKey: string): string;
  /** Whether a confirmation's fields carry the provider's signature. */
  verify(fields: Record<string, string>, signature: string): boolean;
};
