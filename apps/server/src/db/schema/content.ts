import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';

// What the header, footer and banners show.

export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, {
    onDelete: 'cascade',
  }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Banners and ads; position is the focus call that shows them (index, top, right, login ...). */
export const focusItems = pgTable(
  'focus_items',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('focus_position').on(t.position, t.sort)],
);

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});
