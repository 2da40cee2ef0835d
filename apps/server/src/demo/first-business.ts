import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { credentials, users } from '../db/schema/index.ts';

// 首营企业 waiting for the reviewer: `pending` (a pharmacy in 燕郊) uploaded
// every document its type needs (营业执照, 药品经营许可证, 采购委托书 and the
// purchaser's ID card; no GSP certificate: its licence dates from 2023, after
// GSP certification ended), each under review. Their pictures and the
// 委托书's PDF are drawn at start (credential-files.ts), like every demo licence.

const DAY = 86_400_000;
const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

export async function insertFirstBusinessDemo(tx: Tx, now = new Date()): Promise<void> {
  const [pending] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'pending'));
  if (!pending) return;
  const companyId = pending.companyId;
  const sent = new Date(now.getTime() - DAY);
  await tx.insert(credentials).values(
    [
      {
        kind: 'business_licence',
        number: '91131082MA0F4T9L6W',
        issuedOn: '2020-09-01',
        expiresOn: '2030-08-31',
      },
      {
        kind: 'drug_licence',
        number: '冀CB3160452',
        issuedOn: '2023-06-01',
        expiresOn: '2028-05-31',
      },
      {
        kind: 'proxy',
        number: 'WT20261126YJ',
        issuedOn: day(now, -2),
        expiresOn: day(now, 363),
        holderName: '孙桂兰',
        holderIdNumber: '131082199107226028',
      },
      {
        kind: 'buyer_id',
        number: '131082199107226028',
        issuedOn: '2019-03-15',
        expiresOn: '2039-03-15',
      },
    ].map((c) => ({ ...c, companyId, status: 'pending', createdAt: sent })),
  );
}

/**
 * A demo database seeded before: `pending` held two licence numbers with no
 * files, given in force. They give way to the documents above, once.
 */
export async function seedFirstBusinessIfMissing(db: Db): Promise<boolean> {
  const [pending] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'pending'));
  if (!pending) return false;
  const [has] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.companyId, pending.companyId), eq(credentials.kind, 'buyer_id')));
  if (has) return false;
  await db.transaction(async (tx) => {
    await tx
      .delete(credentials)
      .where(and(eq(credentials.companyId, pending.companyId), eq(credentials.file, '')));
    await insertFirstBusinessDemo(tx);
  });
  return true;
}
