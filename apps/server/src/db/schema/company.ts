import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Buyer companies (a store each), their credentials, rank and service contact.

export const serviceContacts = pgTable('service_contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const ranks = pgTable('ranks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * review: draft (registering), pending (under review), approved, rejected.
 * points: the 积分 balance, written only by the points module, each change
 * with its points_ledger entry.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    kind: text('kind').notNull().default('pharmacy'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    email: text('email').notNull().default(''),
    region: text('region').notNull().default(''),
    address: text('address').notNull().default(''),
    review: text('review').notNull().default('draft'),
    /** Why the credentials were rejected; the buyer sees it. */
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A frozen company can log in and look, but not order or pay. */
    frozen: boolean('frozen').notNull().default(false),
    /** Set when staff approve the company's account cancellation: no login, no session. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // A rank in use cannot be deleted; a deleted contact leaves the default one.
    rankId: integer('rank_id')
      .notNull()
      .default(1)
      .references(() => ranks.id, { onDelete: 'restrict' }),
    serviceContactId: integer('service_contact_id').references(() => serviceContacts.id, {
      onDelete: 'set null',
    }),
    isSpecial: boolean('is_special').notNull().default(false),
    isChain: boolean('is_chain').notNull().default(false),
    canChat: boolean('can_chat').notNull().default(false),
    showPreferred: boolean('show_preferred').notNull().default(true),
    points: integer('points').notNull().default(0),
    /** May buy controlled goods (控销品种, goods.is_controlled): granted by staff. */
    controlledSalesAuthorized: boolean('kxpz_authorized').notNull().default(false),
    /** 法定代表人 (or the clinic's principal), shown with the registered particulars. */
    legalPerson: text('legal_person').notNull().default(''),
    /** 经营范围: the goods classes (domain `businessScopes` keys) the licences allow; staff edit it. */
    businessScope: jsonb('business_scope').$type<string[]>().notNull().default([]),
    /** 药品分类: the drug classes (domain drugClasses keys) the licence allows; every class unless staff narrow it. */
    licensedDrugClasses: jsonb('licensed_drug_classes')
      .$type<string[]>()
      .notNull()
      .default(['rx', 'otc_a', 'otc_b']),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_points_non_negative', sql`${t.points} >= 0`)],
);

/**
 * A company's licences. status: current (in force: given at registration or
 * approved), pending (an upload staff have not decided), rejected (with the
 * reason), replaced (a current one a renewal superseded). At most one current
 * and one pending per kind, so a renewal under review leaves the current one
 * (and buying on it) untouched. file: the stored name under the server's
 * private files dir ('' when none was uploaded).
 */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on').notNull(),
    status: text('status').notNull().default('current'),
    file: text('file').notNull().default(''),
    fileType: text('file_type').notNull().default(''),
    /** Why staff rejected it; the buyer sees it. */
    reason: text('reason').notNull().default(''),
    /**
     * A 采购委托书 (kind proxy) names its purchaser: name and ID number (the
     * number masked to staff as the ID card's). '' for other kinds and for
     * authorisations on file before they were asked.
     */
    holderName: text('holder_name').notNull().default(''),
    holderIdNumber: text('holder_id_number').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credentials_company_kind')
      .on(t.companyId, t.kind)
      .where(sql`${t.status} = 'current'`),
    uniqueIndex('credentials_one_pending')
      .on(t.companyId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('credentials_status').on(t.status, t.id),
  ],
);

/**
 * A buyer's request to be authorised for controlled goods (控销品种). status:
 * pending, approved, declined; at most one pending per company.
 */
export const controlledSalesApplications = pgTable(
  'kxpz_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    /** What staff answered; the buyer sees it. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kxpz_applications_one_pending')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
