import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { cancellationRequests, companies, credentials, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';

// Work waiting in the console, so its review pages open on something:
// clinic's renewed 采购委托书 under 资质审核 (its picture is drawn at start by
// credential-files.ts, like every demo licence), and closeshop, a small
// pharmacy with no balance and no orders, whose account cancellation waits
// under 注销申请.

const DAY = 86_400_000;
const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);
const closeshop = demoAccounts[4];

export async function insertReviewDemo(tx: Tx, now = new Date()): Promise<void> {
  const [clinic] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'clinic'));
  const [open] = clinic
    ? await tx
        .select({ id: credentials.id })
        .from(credentials)
        .where(
          and(
            eq(credentials.companyId, clinic.companyId),
            eq(credentials.kind, 'proxy'),
            eq(credentials.status, 'pending'),
          ),
        )
    : [];
  // A new purchaser took over: the clinic sent the new letter of authority.
  if (clinic && !open)
    await tx.insert(credentials).values({
      companyId: clinic.companyId,
      kind: 'proxy',
      number: 'WT20261120KN',
      holderName: '王立新',
      holderIdNumber: '110108199205143318',
      issuedOn: day(now, -6),
      expiresOn: day(now, 359),
      status: 'pending',
      createdAt: new Date(now.getTime() - 2 * DAY),
    });

  const [company] = await tx
    .insert(companies)
    .values({
      name: closeshop.company,
      kind: 'pharmacy',
      contactName: '吴秀芳',
      contactPhone: closeshop.mobile,
      region: '河北省 保定市',
      address: '竞秀区朝阳北大街 1166 号',
      review: 'approved',
      rankId: 1,
      serviceContactId: 1,
      legalPerson: '吴秀芳',
      businessScope: ['chemical', 'patent'],
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      username: closeshop.username,
      mobile: closeshop.mobile,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: '吴秀芳',
      isMain: true,
    })
    .returning({ id: users.id });
  await tx.insert(credentials).values([
    {
      companyId,
      kind: 'business_licence',
      number: '91130602MA0CK2F81T',
      issuedOn: '2018-05-01',
      expiresOn: '2028-04-30',
    },
    {
      companyId,
      kind: 'drug_licence',
      number: '冀DA3120786',
      issuedOn: '2022-03-01',
      expiresOn: '2027-02-28',
    },
  ]);
  await tx.insert(cancellationRequests).values({
    companyId,
    userId: user!.id,
    reason: '门店已转让，不再经营药品零售，申请注销平台账户',
    createdAt: new Date(now.getTime() - DAY),
  });
}

/** A demo database seeded before these existed: add them once (closeshop marks it done). */
export async function seedReviewIfMissing(db: Db): Promise<boolean> {
  const [done] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, closeshop.username));
  if (done) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertReviewDemo(tx));
  return true;
}
