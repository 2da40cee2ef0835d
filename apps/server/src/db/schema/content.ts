import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

/** Help-centre articles: `group`/`slug` is the page (/help/{group}/{slug}); content is sanitised HTML. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_articles_page').on(t.group, t.slug)],
);

/** News: type industry (行业资讯) or company (公司动态); content is sanitised HTML. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_type_published').on(t.type, t.publishedAt, t.id)],
);

/** The shop's own licences (/sjzz): number, issuer, validity and a picture of it. */
export const shopLicences = pgTable('shop_licences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  number: text('number').notNull(),
  issuer: text('issuer').notNull().default(''),
  validUntil: text('valid_until').notNull().default(''),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
