import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's device cookie (Slow Down Online Guessing Attacks with Device
// Cookies): a browser that logged in to an account is given a signed cookie
// naming that login. While the login is locked for unknown clients, a browser
// presenting a valid one is counted on its own. One cookie per login (its id
// in the name), so the logins that share a pharmacy's computer do not push
// each other's cookie out; sent only to the login route.
//
// The signature also covers the login's password hash (never put in the
// cookie): a new password, however it was set (account centre, /forget, a
// main account setting its sub-account's), makes every cookie issued before
// it an unknown client's, with nothing stored per cookie. Whoever changed the
// password because a device was lost or an employee left expects that device
// to be a stranger again.

export const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_COOKIE_PATH = '/api/user/login';
/** The settings key of the generated secret, when no LOGIN_DEVICE_SECRET is configured. */
export const DEVICE_SECRET_KEY = 'login_device_secret';
export const newDeviceSecret = () => randomBytes(32).toString('hex');

export const deviceCookieName = (userId: number) => `device_${userId}`;

export type Device = { userId: number; nonce: string };
/** The login a cookie is for: its id, and the password hash the cookie is bound to. */
export type DeviceLogin = { id: number; passwordHash: string };

const sign = (secret: string, login: DeviceLogin, text: string) =>
  createHmac('sha256', secret).update(`${text}.${login.passwordHash}`).digest('base64url');

/** A new cookie value for this login: `userId.nonce.expiresAt.signature`. */
export function issueDevice(secret: string, login: DeviceLogin, now = Date.now()) {
  const nonce = randomBytes(16).toString('hex');
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_DAYS * 86_400;
  const text = `${login.id}.${nonce}.${expires}`;
  return { value: `${text}.${sign(secret, login, text)}`, maxAge: DEVICE_COOKIE_DAYS * 86_400 };
}

/**
 * The device a cookie value names, if it is ours (signature), still in force,
 * and for this login and its present password; anything else is an unknown client.
 */
export function readDevice(
  secret: string,
  login: DeviceLogin,
  value: string | undefined,
  now = Date.now(),
): Device | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [id, nonce, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, login, `${id}.${nonce}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (id !== String(login.id) || Number(expires) * 1000 <= now) return null;
  return { userId: login.id, nonce };
}
