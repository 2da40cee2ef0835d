import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';
import { staffUsers } from './staff.ts';

const restrict = { onDelete: 'restrict' } as const;

/**
 * The purchase contract (电子合同, /dzht): versions staff publish in the
 * console. The newest version is the current one; a company that has not
 * signed it cannot place orders (459). A published version is never edited:
 * a change is a new version, which every company signs again.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** SHA-256 (hex) of the title and body as published. */
    sha256: text('sha256').notNull(),
    publishedBy: integer('published_by').references(() => staffUsers.id, restrict),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_versions_version').on(t.version)],
);

/** Who signed which version for a company: once per company and version. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => contractVersions.id, restrict),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    /** The SHA-256 of the text the signer was shown (the version's). */
    sha256: text('sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_signatures_once').on(t.companyId, t.versionId),
    index('contract_signatures_version').on(t.versionId, t.id),
  ],
);
