import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/** Every category of every tree, in display order. */
export function categoryRows(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}
