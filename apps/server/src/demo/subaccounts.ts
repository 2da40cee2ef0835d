import { defaultScopeOf } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { addresses, companies, credentials, storeMembers, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password.ts';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * The demo login's sub-account: may order, may not pay (its main account
 * pays). Its limits (¥5,000 an order, ¥20,000 a month) send a larger order
 * to demo's 订单审批 (待审批).
 */
export const demoSubAccount = {
  username: 'demo_caigou',
  mobile: '13800000011',
  name: '王采购',
} as const;

export const DEMO_SUB_LIMITS = { orderLimitFen: 500_000, monthLimitFen: 2_000_000 } as const;

/** The demo login's second store, approved, with its own address. */
export const demoSecondStore = '仁和大药房（望京店）';

export async function insertSubaccounts(tx: Tx): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return;
  await tx.insert(users).values({
    companyId: demo.companyId,
    ...demoSubAccount,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    isMain: false,
    // Typed by the main account, as on /child: the sub-account has not confirmed it.
    mobileVerified: false,
    canOrder: true,
    canPay: false,
    seeAllOrders: false,
    orderLimitFen: DEMO_SUB_LIMITS.orderLimitFen,
    monthLimitFen: DEMO_SUB_LIMITS.monthLimitFen,
  });
  const [store] = await tx
    .insert(companies)
    .values({
      name: demoSecondStore,
      kind: 'pharmacy',
      contactName: '刘海涛',
      contactPhone: '13800000001',
      region: '北京市 朝阳区',
      address: '望京街道阜通东大街 6 号院 1 层 105',
      review: 'approved',
      rankId: 2,
      serviceContactId: 2,
      businessScope: defaultScopeOf('pharmacy'),
    })
    .returning({ id: companies.id });
  const companyId = store!.id;
  await tx.insert(credentials).values([
    { companyId, kind: 'business_licence', number: '91110105MA04WJ7P3X', expiresOn: '2029-10-31' },
    { companyId, kind: 'drug_licence', number: '京AA1050871', expiresOn: '2028-11-30' },
  ]);
  await tx.insert(addresses).values({
    companyId,
    name: '刘海涛',
    phone: '13800000001',
    region: '北京市 朝阳区',
    detail: '望京街道阜通东大街 6 号院 1 层 105',
    isDefault: true,
  });
  await tx.insert(storeMembers).values({ userId: demo.id, companyId });
}
