import { defaultScopeOf } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { companies, credentials, ranks, serviceContacts, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password.ts';

export const DEMO_PASSWORD = 'demo123456';

/** The buyers a demo visitor can log in as, each showing a different state. */
export const demoAccounts = [
  {
    username: 'demo',
    mobile: '13800000001',
    company: '仁和大药房（朝阳店）',
    role: '已认证药店，金牌会员，有专属客服，开通在线客服，可下单，另有望京店',
  },
  {
    username: 'clinic',
    mobile: '13800000002',
    company: '康宁社区诊所',
    role: '已认证诊所，银牌会员，默认客服（QQ 联系），经营范围较窄',
  },
  {
    username: 'pending',
    mobile: '13800000003',
    company: '百姓缘药店',
    role: '资质审核中的药店，普通会员，可看价不能下单',
  },
  {
    username: 'newshop',
    mobile: '13800000004',
    company: '益康新开药店',
    role: '已认证的新药店，尚未签署采购合同（下单时先到 /dzht 签署）',
  },
  // Made by review.ts with its request, so an existing demo database gets it too.
  {
    username: 'closeshop',
    mobile: '13800000005',
    company: '福康便民药店',
    role: '已申请注销账户的药店（余额为零、无未完成订单），等待运营处理',
  },
  // Made by otc-shop.ts, so an existing demo database gets it too.
  {
    username: 'otcshop',
    mobile: '13800000006',
    company: '物美超市药品专柜（丰台店）',
    role: '仅可经营乙类非处方药的超市药品专柜：处方药和甲类非处方药不能采购',
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
type Credential = {
  kind: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
  /** A 采购委托书's purchaser. */
  holderName?: string;
  holderIdNumber?: string;
};

/** demo's purchaser, named in its 采购委托书 and on its ID card. */
export const DEMO_PURCHASER = { name: '刘海涛', idNumber: '110105198803124517' };

/** A date this many days from the day the demo is seeded (demo's licence that is due soon). */
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

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
      controlledSalesAuthorized: true,
      // Chats with its service contact from the right bar; the clinic gets the QQ links.
      canChat: true,
      points: 1280,
      legalPerson: '刘海涛',
      businessScope: defaultScopeOf('pharmacy'),
    },
    credentials: [
      {
        kind: 'business_licence',
        number: '91110105MA01RH8K2Q',
        issuedOn: '2019-07-01',
        expiresOn: '2029-06-30',
      },
      // Due within 30 days: the header and /zzzj warn the demo buyer.
      {
        kind: 'drug_licence',
        number: '京AA1050218',
        issuedOn: '2021-12-01',
        expiresOn: daysFromNow(20),
      },
      { kind: 'gsp', number: 'A-BJ-21-0318', issuedOn: '2021-12-20', expiresOn: '2028-12-19' },
      // The 委托书 names its purchaser, so demo may buy 含特殊药品复方制剂 (新康泰克).
      {
        kind: 'proxy',
        number: 'WT20250301RH',
        issuedOn: '2025-03-01',
        expiresOn: '2027-02-28',
        holderName: DEMO_PURCHASER.name,
        holderIdNumber: DEMO_PURCHASER.idNumber,
      },
      // The purchaser named in the 委托书: staff see the number masked (110***********1234).
      {
        kind: 'buyer_id',
        number: DEMO_PURCHASER.idNumber,
        issuedOn: '2018-04-02',
        expiresOn: '2038-04-02',
      },
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
      legalPerson: '周晓明',
      // A clinic buys medicines and devices for its patients, not health food or herbal pieces.
      businessScope: defaultScopeOf('clinic'),
    },
    credentials: [
      {
        kind: 'business_licence',
        number: '52110108MJ0K7N3C5D',
        issuedOn: '2020-04-01',
        expiresOn: '2030-03-31',
      },
      {
        kind: 'medical_licence',
        number: 'PDY60321X11010817D2152',
        issuedOn: '2024-10-01',
        expiresOn: '2029-09-30',
      },
      { kind: 'proxy', number: 'WT20250615KN', issuedOn: '2025-06-15', expiresOn: '2027-06-14' },
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
      legalPerson: '孙桂兰',
      businessScope: ['chemical', 'patent'],
    },
    // Its first-business documents wait for the reviewer, each with its file (first-business.ts).
    credentials: [],
  },
  {
    account: demoAccounts[3],
    name: '郑文博',
    company: {
      name: demoAccounts[3].company,
      kind: 'pharmacy',
      contactName: '郑文博',
      contactPhone: '13800000004',
      region: '天津市 南开区',
      address: '鞍山西道 212 号',
      review: 'approved',
      rankId: 1,
      serviceContactId: 1,
      legalPerson: '郑文博',
      businessScope: defaultScopeOf('pharmacy'),
    },
    credentials: [
      {
        kind: 'business_licence',
        number: '91120104MA07XK5E3B',
        issuedOn: '2020-12-01',
        expiresOn: '2030-11-30',
      },
      {
        kind: 'drug_licence',
        number: '津AA0226815',
        issuedOn: '2024-11-01',
        expiresOn: '2029-10-31',
      },
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
    if (buyer.credentials.length > 0)
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
