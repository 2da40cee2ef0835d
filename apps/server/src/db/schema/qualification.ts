import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';

// 首营资料: the papers a buyer files before its first purchase from the shop
// (the shop's own licences) and of each goods (its approval documents), and
// the shop's identity as a supplier (the name, licence number and 出库专用章
// the 随货同行单 carries). Files live under the server's private files dir.

/**
 * One paper. goods_id null: the shop's own licence (one per kind, replaced by
 * a new upload); otherwise one of the goods' approval documents (any number).
 * expires_on null: a paper without validity (a 说明书).
 */
export const qualificationDocuments = pgTable(
  'qualification_documents',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What staff call it when the kind says too little (其他: 质量标准, 再注册批件 …). */
    title: text('title').notNull().default(''),
    number: text('number').notNull().default(''),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    /** The stored name under `${filesDir}/qualification/`, and its type read from the bytes. */
    file: text('file').notNull(),
    fileType: text('file_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qualification_documents_shop_kind').on(t.kind).where(sql`${t.goodsId} IS NULL`),
    index('qualification_documents_goods').on(t.goodsId, t.id),
  ],
);

/** The shop as the supplier on its papers: one row (id 1), written by the settings page. */
export const supplierProfile = pgTable(
  'supplier_profile',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default(''),
    licenceNumber: text('licence_number').notNull().default(''),
    /** The 出库专用章 picture (PNG) under `${filesDir}/qualification/`; '' until uploaded. */
    sealFile: text('seal_file').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('supplier_profile_one_row', sql`${t.id} = 1`)],
);
