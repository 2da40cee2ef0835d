import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { goods } from './catalog.ts';
import { companies } from './company.ts';
import { orders } from './order.ts';

// 拼团 (group-buy): an activity sells one goods at a group price, in a fixed
// quantity per buyer, to groups of `groupSize` companies. Groups and members
// name orders (records of money), so nothing they name can be deleted.

const restrict = { onDelete: 'restrict' } as const;

/** A group-buy activity of one goods. */
export const groupbuyActivities = pgTable(
  'groupbuy_activities',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, restrict),
    title: text('title').notNull(),
    priceFen: integer('price_fen').notNull(),
    groupSize: integer('group_size').notNull(),
    /** What each member buys: the quantity box's minimum and maximum both (spec section 5). */
    quantity: integer('quantity').notNull(),
    /** How long an opened group waits for its members. */
    groupHours: integer('group_hours').notNull().default(24),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('groupbuy_price_positive', sql`${t.priceFen} > 0`),
    check('groupbuy_size_range', sql`${t.groupSize} BETWEEN 2 AND 100`),
    check('groupbuy_quantity_positive', sql`${t.quantity} > 0`),
    check('groupbuy_hours_range', sql`${t.groupHours} BETWEEN 1 AND 720`),
    check('groupbuy_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('groupbuy_activities_goods').on(t.goodsId, t.endsAt),
  ],
);

/**
 * state: open (waiting for members), filled (every place paid), failed
 * (expired unfilled; its paid members are refunded). `members` counts the
 * places taken (paid or not), `paid` the paid ones: the place is claimed
 * with `UPDATE ... SET members = members + 1 WHERE members < size`.
 */
export const groupbuyGroups = pgTable(
  'groupbuy_groups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupbuyActivities.id, restrict),
    openerCompanyId: integer('opener_company_id')
      .notNull()
      .references(() => companies.id, restrict),
    size: integer('size').notNull(),
    members: integer('members').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    state: text('state').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('groupbuy_members_within', sql`${t.members} >= 0 AND ${t.members} <= ${t.size}`),
    check('groupbuy_paid_within', sql`${t.paid} >= 0 AND ${t.paid} <= ${t.members}`),
    check('groupbuy_group_state', sql`${t.state} IN ('open', 'filled', 'failed')`),
    index('groupbuy_groups_activity').on(t.activityId, t.state),
    index('groupbuy_groups_open_expiry').on(t.expiresAt).where(sql`${t.state} = 'open'`),
  ],
);

/**
 * One company's place in a group, with the order it pays. state: unpaid,
 * paid, left (its unpaid order was cancelled: the place is free again),
 * refunded (the group failed and its order was cancelled and refunded).
 */
export const groupbuyMembers = pgTable(
  'groupbuy_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupbuyGroups.id, restrict),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, restrict),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, restrict),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, restrict),
    state: text('state').notNull().default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('groupbuy_member_state', sql`${t.state} IN ('unpaid', 'paid', 'left', 'refunded')`),
    uniqueIndex('groupbuy_members_order').on(t.orderId),
    // A company holds one place in a group at a time.
    uniqueIndex('groupbuy_members_once')
      .on(t.groupId, t.companyId)
      .where(sql`${t.state} IN ('unpaid', 'paid')`),
    index('groupbuy_members_company').on(t.companyId, t.id),
  ],
);
