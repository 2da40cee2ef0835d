import { type Maker, provinceAbbr } from './manufacturers.ts';
import { hashString } from './random.ts';
import type { Approval } from './templates.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * 国家药品本位码: 86 (China) + 9 (medicine) + 10 digits + a check digit. The
 * middle part is the goods index through a bijection mod 10^10 (the multiplier
 * is coprime to 10), so codes are unique without a lookup and don't look sequential.
 */
export function nationalCode(index: number): string {
  const body = `869${pad((index * 7_368_787_417 + 3_905_271_846) % 10_000_000_000, 10)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * Licence numbers depend only on product and maker, so every spec and batch of
 * one product from one maker shows the same number, as in real catalogues.
 */
export function approvalNumber(kind: Approval, productName: string, maker: Maker): string {
  const h = hashString(`${productName}|${maker.name}`);
  const year = 2000 + (h % 24);
  const serial = pad(Math.floor(h / 24) % 10_000, 4);
  const abbr = provinceAbbr[maker.province] ?? '京';
  switch (kind) {
    case 'H':
    case 'Z':
    case 'S':
      // Older numbers carry the province code, newer ones the year of approval.
      return h % 5 < 3
        ? `国药准字${kind}${maker.province}${pad(h % 100, 2)}${serial}`
        : `国药准字${kind}${year}${serial}`;
    case 'device':
      if (/注射器|输液器|留置针|采血针/.test(productName)) {
        return `国械注准${year}3${pad(h % 100, 2)}${serial}`;
      }
      if (/棉签|纱布|绷带|胶带|颈托|固定带|拔罐|医用帽/.test(productName)) {
        return `${abbr}械备${year}${serial}号`;
      }
      return `${abbr}械注准${year}2${pad(h % 100, 2)}${serial}`;
    case 'disinfect':
      return `${abbr}卫消证字(${year})第${serial}号`;
    case 'health':
      return `国食健注G${year}${serial}`;
    case 'herb':
      return '';
  }
}
