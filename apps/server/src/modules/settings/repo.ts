import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/settings.ts';

export function settingsRepo(db: DbOrTx) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
      return row?.value ?? null;
    },
    async many(keys: string[]): Promise<Map<string, unknown>> {
      const rows = await db.select().from(siteConfig).where(inArray(siteConfig.key, keys));
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    /** Read for a change: concurrent editors wait for each other instead of losing a write. */
    async lockMany(keys: string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select()
        .from(siteConfig)
        .where(inArray(siteConfig.key, keys))
        .for('update');
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    /** Stores the value unless the key exists; answers the stored value either way. */
    async putIfAbsent(key: string, value: unknown): Promise<unknown> {
      await db.insert(siteConfig).values({ key, value }).onConflictDoNothing();
      return this.get(key);
    },
    async put(key: string, value: unknown) {
      await db
        .insert(siteConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteConfig.key, set: { value } });
    },
  };
}

/** One setting's stored value, as a part of a caller's single read. */
export const settingSql = (key: string) => sql`SELECT value FROM site_config WHERE key = ${key}`;
