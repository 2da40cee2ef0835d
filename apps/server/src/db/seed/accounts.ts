import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/password.ts';
import type { Tx } from '../client.ts';
import { companies, credentials, ranks, serviceContacts, users } from '../schema/index.ts';

export const DEMO_PASSWORD = 'demo123456';

/** The three buyers a demo visitor can log in as, each showing a different state. */
export const demoAccounts = [
  {
    username: 'demo',
    mobile: '13800000001',
    company: '仁和大药房（朝阳店）',
    role: '已认证药店，金牌会员，有专属客服，可下单',
  },
  {
    username: 'clinic',
    mobile: '13800000002',
    company: '康宁社区诊所',
    role: '已认证诊所，银牌会员，默认客服，开通在线客服',
  },
  {
    username: 'pending',
    mobile: '13800000003',
    company: '百姓缘药店',
    role: '资质审核中的药店，普通会员，可看价不能下单',
  },
] as const;

export const contactRows: (typeof serviceContacts.$inferInsert & { id: number })[] = [
  { id: 1, name: '客服中心', phone: '400-860-1234', isDefault: true },
  { id: 2, name: '张晓燕', phone: '13911026458', isDefault: false },
  { id: 3, name: '李建军', phone: '13701158823', isDefault: false },
  { id: 4, name: '王丽娟', phone: '18610237746', isDefault: false },
  { id: 5, name: '陈志强', phone: '15801332269', isDefault: false },
];

export const rankRows = [
  { id: 1, name: '普通会员' },
  { id: 2, name: '银牌会员' },
  { id: 3, name: '金牌会员' },
  { id: 4, name: '钻石会员' },
];

type CompanyInsert = typeof companies.$inferInsert;
type Credential = { kind: string; number: string; expiresOn: string };

const buyers: {
  account: (typeof demoAccounts)[number];
  name: string;
  company: CompanyInsert;
  credentials: Credential[];
}[] = [
  {
    account: demoAccounts[0],
    name: '刘海涛',
    company: {
      name: demoAccounts[0].company,
      kind: 'pharmacy',
      contactName: '刘海涛',
      contactPhone: '13800000001',
      email: 'renhe.cy@example.com',
      region: '北京市 朝阳区',
      address: '朝阳路 68 号院 3 号楼底商 102',
      review: 'approved',
      rankId: 3,
      serviceContactId: 2,
      // Authorised for 控销品种; the clinic is not, and can ask at /kxzq.
      kxpzAuthorized: true,
      // Chats with its service contact from the right bar; the clinic gets the QQ links.
      canChat: true,
      points: 1280,
    },
    credentials: [
      { kind: 'business_licence', number: '91110105MA01RH8K2Q', expiresOn: '2029-06-30' },
      { kind: 'drug_licence', number: '京AA1050218', expiresOn: '2028-12-31' },
    ],
  },
  {
    account: demoAccounts[1],
    name: '周晓明',
    company: {
      name: demoAccounts[1].company,
      kind: 'clinic',
      contactName: '周晓明',
      contactPhone: '13800000002',
      region: '北京市 海淀区',
      address: '学院路 35 号康宁社区服务中心一层',
      review: 'approved',
      rankId: 2,
      serviceContactId: 1,
      canChat: false,
      points: 360,
    },
    credentials: [
      { kind: 'business_licence', number: '52110108MJ0K7N3C5D', expiresOn: '2030-03-31' },
      { kind: 'medical_licence', number: 'PDY60321X11010817D2152', expiresOn: '2029-09-30' },
    ],
  },
  {
    account: demoAccounts[2],
    name: '孙桂兰',
    company: {
      name: demoAccounts[2].company,
      kind: 'pharmacy',
      contactName: '孙桂兰',
      contactPhone: '13800000003',
      region: '河北省 廊坊市',
      address: '燕郊开发区迎宾路 156 号',
      review: 'pending',
      rankId: 1,
      serviceContactId: 1,
    },
    credentials: [
      { kind: 'business_licence', number: '91131082MA0F4T9L6W', expiresOn: '2030-08-31' },
      { kind: 'drug_licence', number: '冀CB3160452', expiresOn: '2028-05-31' },
    ],
  },
];

/** Hashing is slow on purpose, so it runs before the transaction opens. */
export async function hashDemoPasswords(): Promise<string[]> {
  // One salted hash per user: a shared hash would reveal that the passwords match.
  return Promise.all(buyers.map(() => hashPassword(DEMO_PASSWORD)));
}

export async function insertBuyers(tx: Tx, hashes: string[]): Promise<void> {
  for (const [i, buyer] of buyers.entries()) {
    const [company] = await tx
      .insert(companies)
      .values(buyer.company)
      .returning({ id: companies.id });
    const companyId = company!.id;
    await tx.insert(users).values({
      companyId,
      username: buyer.account.username,
      mobile: buyer.account.mobile,
      passwordHash: hashes[i]!,
      name: buyer.name,
      isMain: true,
    });
    await tx.insert(credentials).values(buyer.credentials.map((c) => ({ ...c, companyId })));
  }
}

export async function insertContactsAndRanks(tx: Tx): Promise<void> {
  await tx.insert(serviceContacts).values(contactRows);
  // Rank 1 exists in every database (the migration makes it: a new company starts there).
  await tx
    .insert(ranks)
    .values(rankRows)
    .onConflictDoUpdate({ target: ranks.id, set: { name: sql`excluded.name` } });
}
