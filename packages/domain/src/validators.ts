// Spec section 5. Shared by the server (request schemas) and the web forms,
// so a value the form accepts is never refused by the server for format.

/** 11 digits, starting with 1 then 3-9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Area code of 2-3 digits after a leading 0, hyphen, 7-8 digits (e.g. 010-12345678). */
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
/** A QQ number: 5 to 12 digits, not starting with 0. */
export const QQ_RE = /^[1-9]\d{4,11}$/;
/** A login name: a letter, then 3-19 letters, digits or underscores. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
/** A password: 6-20 visible ASCII characters with at least one letter and one digit. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
/** Letters, digits, underscore or hyphen before @; a domain with at least one dot. */
export const EMAIL_RE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value);
}

/** A phone is a mobile, or a landline where the form allows one. */
export function isPhone(value: string, allowLandline = false): boolean {
  return isMobile(value) || (allowLandline && LANDLINE_RE.test(value));
}

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/** How a buyer can be reached about feedback: a mobile, a landline, a QQ number or an e-mail address. */
export function isContact(value: string): boolean {
  return isPhone(value, true) || QQ_RE.test(value) || isEmail(value);
}

export const messages = {
  mobile: '请输入正确的手机号码',
  phone: '请输入正确的手机号码或固定电话（如 010-12345678）',
  email: '请输入正确的邮箱地址',
  contact: '请填写手机号码、固定电话（如 010-12345678）、QQ 号或邮箱',
  username: '用户名为 4-20 位字母、数字或下划线，以字母开头',
  password: '密码为 6-20 位，须同时包含字母和数字',
} as const;
