import { PASSWORD_RE, USERNAME_RE } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { password, username } from './account.ts';
import { addCartBody, editCartBody } from './cart.ts';
import { isCalendarDate, text } from './fields.ts';
import { createOrderBody, credentialUploadFields } from './index.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('the cart add body', () => {
  it('reads params as a list, as one line, or one line at the top level', () => {
    const line = { goods_id: '1', number: '10' };
    for (const body of [{ params: [line] }, { params: line }, line]) {
      expect(addCartBody.parse(body)).toMatchObject({ params: [{ goods_id: 1, number: 10 }] });
    }
  });

  it('refuses a field it does not know, naming it', () => {
    const r = addCartBody.safeParse({ params: [{ goods_id: 1, number: 10, colour: 'red' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colour'] });
  });

  it('accepts the spec client fields it ignores', () => {
    expect(
      ok(addCartBody, { params: [{ goods_id: 1, number: 10, price: '12.50', ck_id: 1 }] }),
    ).toBe(true);
  });
});

describe('whole numbers', () => {
  it('are JSON integers or strings of digits, nothing a coercion would turn into one', () => {
    const line = (number: unknown) => ({ goods_id: 1, number });
    for (const n of [10, '10']) expect(ok(addCartBody, line(n))).toBe(true);
    for (const n of ['0x0a', '1e1', '10.0', ' 10', '', true, [10], null])
      expect(ok(addCartBody, line(n)), JSON.stringify(n)).toBe(false);
    expect(ok(addCartBody, { goods_id: [1], number: 1 })).toBe(false);
  });
});

describe('the cart edit body', () => {
  it('reads params[number] and a bare number alike', () => {
    expect(editCartBody.parse({ params: { number: '5' } })).toEqual({ params: { number: 5 } });
    expect(editCartBody.parse({ number: '5' })).toEqual({ params: { number: 5 } });
    expect(ok(editCartBody, { params: { number: 5, x: 1 } })).toBe(false);
  });
});

describe('order creation', () => {
  it('takes ids as a list, a comma list or indexed fields, and refuses unknown fields', () => {
    const base = { address_id: '3', key: 'abcdefgh12' };
    expect(createOrderBody.parse({ ...base, ids: ['1', '2'] }).ids).toEqual([1, 2]);
    expect(createOrderBody.parse({ ...base, ids: '1,2,2' }).ids).toEqual([1, 2]);
    expect(ok(createOrderBody, { ...base, ids: '1', colour: 'red' })).toBe(false);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2030-02-28', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-02-31', false],
    ['2030-13-01', false],
    ['2030-00-10', false],
  ])('%s is a date: %s', (d, expected) => {
    expect(isCalendarDate(d)).toBe(expected);
  });

  it('refuses an impossible licence expiry with a field message', () => {
    const r = credentialUploadFields.safeParse({
      kind: 'business_licence',
      number: '91110000MA01',
      issued_on: '2020-01-01',
      expires_on: '2030-02-31',
    });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['expires_on'],
      message: '有效期至不是有效日期',
    });
  });

  it("takes a purchaser's ID card number only as 17 digits and a check character", () => {
    const id = (number: string) =>
      credentialUploadFields.safeParse({
        kind: 'buyer_id',
        number,
        issued_on: '2020-01-01',
        expires_on: '2040-01-01',
      }).success;
    expect([id('11010519900307123X'), id('110105199003071234'), id('1101051990030712')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(id('11010519900307123Y')).toBe(false);
  });
});

describe('username and password: the web forms use the same rules (domain)', () => {
  const names = [
    'demo',
    'a_1b',
    'Abcdefghij0123456789',
    'abc',
    '1abc',
    'ab-cd',
    '张三abc',
    'a'.repeat(21),
  ];
  const passwords = [
    'abc123',
    'A1!~xyz',
    'abcdef',
    '123456',
    'ab1',
    'a1'.repeat(11),
    'abc 123',
    '密码abc123',
  ];
  it.each(names)('username %j', (v) => {
    expect(username.safeParse(v).success).toBe(USERNAME_RE.test(v));
  });
  it.each(passwords)('password %j', (v) => {
    expect(password.safeParse(v).success).toBe(PASSWORD_RE.test(v));
  });
});

describe('free text', () => {
  // A lone surrogate (JSON "\ud800") was stored as U+FFFD: the buyer's name became �.
  it('refuses a lone surrogate and keeps emoji', () => {
    const name = text('收货人', 20);
    expect(name.safeParse('\ud800').success).toBe(false);
    expect(name.safeParse('a\udc00b').success).toBe(false);
    expect(name.safeParse('💊👨‍⚕️').data).toBe('💊👨‍⚕️');
  });
});
