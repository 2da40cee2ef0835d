import { type BusinessScope, businessScopes, type DrugClass, drugClasses } from '@shop/domain';
import { z } from 'zod';
import { flag01, int, isoTime, money, page } from '../fields.ts';

// The console's answers about buyers (companies): a company as staff see it,
// returned by the list, the detail and every write on it (docs/api-admin.md).

const businessScope = z.enum(Object.keys(businessScopes) as [BusinessScope, ...BusinessScope[]]);

export const adminCompany = z.object({
  id: int,
  name: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  email: z.string(),
  region: z.string(),
  address: z.string(),
  /** 法定代表人. */
  legal_person: z.string(),
  /** 经营范围 (the goods classes it may buy). */
  business_scope: z.array(businessScope),
  /** Every 经营范围 class with its name; allowed 1 when in business_scope. */
  scope_classes: z.array(z.object({ code: businessScope, name: z.string(), allowed: flag01 })),
  /** 药品分类 the licence allows: rx 处方药, otc_a 甲类非处方药, otc_b 乙类非处方药. */
  drug_classes: z.array(z.enum(Object.keys(drugClasses) as [DrugClass, ...DrugClass[]])),
  /** draft | pending | approved | rejected */
  review: z.string(),
  review_text: z.string(),
  review_reason: z.string(),
  reviewed_at: isoTime.nullable(),
  frozen: flag01,
  /** The rank's name (会员等级). */
  rank: z.string(),
  rank_id: int,
  /** The buyer's own service contact; null: the default one. */
  service_contact_id: int.nullable(),
  balance: money,
  /** 积分, whole points. */
  points: int,
  users: z.array(z.object({ id: int, username: z.string(), mobile: z.string(), is_main: flag01 })),
  credentials: z.array(
    z.object({
      kind: z.string(),
      kind_name: z.string(),
      number: z.string(),
      /** YYYY-MM-DD; '' when the credential does not expire. */
      expires_on: z.string(),
      expired: flag01,
    }),
  ),
  created_at: isoTime,
});
export const adminCompanyPage = page(adminCompany);

export type AdminCompany = z.infer<typeof adminCompany>;
export type AdminCompanyCredential = AdminCompany['credentials'][number];
export type AdminCompanyUser = AdminCompany['users'][number];
