import sharp from 'sharp';
import type { DbOrTx } from '../db/client.ts';
import { credentials } from '../db/schema/index.ts';
import { requiredKindsFor } from '../modules/company/documents.ts';
import { multipartFile, type TestApp } from './helper.ts';

// First-business documents (首营企业) for tests: uploads through the buyer's
// route, or rows already approved for a company made in the database.

export const docPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A valid-looking number per kind (the purchaser's ID card is 18 characters). */
export const numberOf = (kind: string) =>
  kind === 'buyer_id' ? '110105199003071234' : `${kind.slice(0, 2).toUpperCase()}20261128001`;

/** The purchaser a test 委托书 names. */
export const PURCHASER = { holder_name: '李采购', holder_id_number: '110105199003071234' };

/** POST /api/user/zizhi: one document with its file. */
export async function uploadDocument(
  t: TestApp,
  headers: Record<string, string>,
  kind: string,
  fields: Partial<
    Record<'number' | 'issued_on' | 'expires_on' | 'holder_name' | 'holder_id_number', string>
  > = {},
) {
  const form = multipartFile(await docPng(), `${kind}.png`, 'image/png', {
    kind,
    number: numberOf(kind),
    issued_on: '2025-01-01',
    expires_on: '2035-12-31',
    // A 委托书 names the purchaser it authorises.
    ...(kind === 'proxy' ? PURCHASER : {}),
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/zizhi',
    headers: { ...headers, 'content-type': form['content-type'] },
    payload: form.payload,
  });
}

/**
 * Every required document of a company of this kind, approved, with a (named)
 * file; a kind already on file (makeBuyers gives every company its 委托书) stays.
 */
export async function documentsOnFile(db: DbOrTx, companyId: number, companyKind: string) {
  await db
    .insert(credentials)
    .values(
      requiredKindsFor(companyKind).map((kind) => ({
        companyId,
        kind,
        number: numberOf(kind),
        issuedOn: '2025-01-01',
        expiresOn: '2035-12-31',
        status: 'current',
        file: `${'0'.repeat(32)}.png`,
        fileType: 'image/png',
      })),
    )
    .onConflictDoNothing();
}
