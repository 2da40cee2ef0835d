import { type LicenceKind, licenceKinds } from '@shop/contract';

// First-business review (首营企业): which documents a company must have on
// file before staff may approve it, and how the purchaser's ID number is
// shown to anyone but the company itself. Rule: docs/decisions/2026-11-28-first-business-documents.md

/** The documents a company of this type holds; GSP last among the licences. */
export function kindsFor(companyKind: string): LicenceKind[] {
  const clinic = companyKind === 'clinic' || companyKind === 'hospital';
  return clinic
    ? ['business_licence', 'medical_licence', 'proxy', 'buyer_id']
    : ['business_licence', 'drug_licence', 'gsp', 'proxy', 'buyer_id'];
}

/**
 * GSP certification was abolished on 2019-12-01 (药品管理法 2019): a
 * pharmacy that still holds a valid certificate uploads it and it is
 * reviewed like the others, but approval never waits for one.
 */
export const optionalKinds: ReadonlySet<string> = new Set<LicenceKind>(['gsp']);

export const requiredKindsFor = (companyKind: string) =>
  kindsFor(companyKind).filter((k) => !optionalKinds.has(k));

/** The personal document: its file and full number are the company's and the reviewers' only. */
export const PERSONAL_KIND = 'buyer_id';

/**
 * 采购委托书: it names the purchaser (name and ID number, the number masked
 * as the ID card's); an approved one in date lets the company buy
 * 含特殊药品复方制剂 (docs/decisions/2026-11-28-special-compounds.md).
 */
export const PURCHASER_AUTHORISATION = 'proxy';

/** 110105199003071234 -> 110***********1234: the region and last four, as ID numbers are shown in China. */
export function maskIdNumber(number: string): string {
  if (number.length <= 7) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}`;
}

/** A document's number as shown to staff in lists, drawers, exports and the audit log. */
export const shownNumber = (kind: string, number: string) =>
  kind === PERSONAL_KIND ? maskIdNumber(number) : number;

type DocRow = { kind: string; status: string; file: string; expiresOn: string };

/**
 * What keeps a company from approval: each required document that is not
 * approved with a file and in date, with why ('' when nothing does).
 */
export function missingDocuments(companyKind: string, rows: DocRow[], today: string): string {
  const missing = requiredKindsFor(companyKind).flatMap((kind) => {
    const ofKind = rows.filter((r) => r.kind === kind);
    const current = ofKind.find((r) => r.status === 'current' && r.file);
    if (current && current.expiresOn >= today) return [];
    const why = current
      ? '已过期'
      : ofKind.some((r) => r.status === 'pending')
        ? '待审核'
        : ofKind.some((r) => r.status === 'rejected')
          ? '已退回'
          : '未上传';
    return [`${licenceKinds[kind]}（${why}）`];
  });
  return missing.join('、');
}
