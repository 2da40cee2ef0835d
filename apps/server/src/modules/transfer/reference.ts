import { randomInt } from 'node:crypto';

// A transfer reference is written by hand into a bank's 附言 field, often
// limited to a few characters: 8 characters, no 0/O or 1/I to misread.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newReference = () =>
  `ZZ${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * A payer's name as typed from a receipt, compared with the registered one:
 * spaces and the width of brackets do not make a different company.
 */
export const sameCompanyName = (a: string, b: string) => {
  const norm = (s: string) =>
    s.normalize('NFKC').replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
};
