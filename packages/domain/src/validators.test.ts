import { describe, expect, it } from 'vitest';
import { isContact, isEmail, isMobile, isPhone } from './validators.ts';

describe('isMobile', () => {
  it.each(['13800000001', '19912345678', '15000000000'])('accepts %s', (m) => {
    expect(isMobile(m)).toBe(true);
  });
  it.each([
    '12800000001', // second digit must be 3-9
    '1380000000', // 10 digits
    '138000000012', // 12 digits
    '23800000001',
    '1380000000a',
    ' 13800000001',
    '',
  ])('rejects %j', (m) => {
    expect(isMobile(m)).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts a landline only where allowed', () => {
    expect(isPhone('010-12345678', true)).toBe(true);
    expect(isPhone('0755-1234567', true)).toBe(true);
    expect(isPhone('010-12345678')).toBe(false);
  });
  it('rejects malformed landlines', () => {
    expect(isPhone('10-12345678', true)).toBe(false); // no leading 0
    expect(isPhone('01012345678', true)).toBe(false); // no hyphen
    expect(isPhone('010-123456', true)).toBe(false); // 6 digits
    expect(isPhone('010-123456789', true)).toBe(false); // 9 digits
    expect(isPhone('01234-1234567', true)).toBe(false); // 4-digit area code after 0
  });
  it('accepts a mobile either way', () => {
    expect(isPhone('13800000001')).toBe(true);
    expect(isPhone('13800000001', true)).toBe(true);
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'user_name-1@example.com.cn', 'x.y@mail.example.org'])('accepts %s', (e) => {
    expect(isEmail(e)).toBe(true);
  });
  it.each(['a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'a@.cn', 'a+b@c.cn', 'a@b.cn.', ''])(
    'rejects %j',
    (e) => {
      expect(isEmail(e)).toBe(false);
    },
  );
});

describe('isContact', () => {
  it.each(['13800000001', '010-12345678', '10001', '123456789012', 'kf@example.com'])(
    'accepts %s',
    (v) => {
      expect(isContact(v)).toBe(true);
    },
  );
  it.each(['张三', '微信 abc', '1234', '0123456', '1234567890123', '138 0000 0001', 'qq:12345'])(
    'rejects %j',
    (v) => {
      expect(isContact(v)).toBe(false);
    },
  );
});
