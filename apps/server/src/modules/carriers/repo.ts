import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carriers } from '../../db/schema/carriers.ts';

// SQL of the carriers list.

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierValues = Pick<CarrierRow, 'name' | 'code' | 'coldChain' | 'enabled'>;

export function carriersRepo(db: DbOrTx) {
  return {
    /** Every carrier, in the order staff added them. */
    all: () => db.select().from(carriers).orderBy(asc(carriers.id)),

    /** Locked for an edit: two staff editing one carrier are applied one after the other. */
    async lock(id: number): Promise<CarrierRow | undefined> {
      const [row] = await db.select().from(carriers).where(eq(carriers.id, id)).for('update');
      return row;
    },

    /** A new carrier; undefined when its name or code is taken (the unique indexes). */
    async insert(v: CarrierValues): Promise<CarrierRow | undefined> {
      const [row] = await db.insert(carriers).values(v).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, v: Partial<CarrierValues>): Promise<CarrierRow | undefined> {
      const [row] = await db.update(carriers).set(v).where(eq(carriers.id, id)).returning();
      return row;
    },

    /** Whether another carrier holds the name or the code. */
    async taken(v: Partial<Pick<CarrierValues, 'name' | 'code'>>, besides = 0) {
      const same = [
        ...(v.name === undefined ? [] : [eq(carriers.name, v.name)]),
        ...(v.code === undefined ? [] : [eq(carriers.code, v.code)]),
      ];
      if (same.length === 0) return { name: false, code: false };
      const rows = await db
        .select({ name: carriers.name, code: carriers.code })
        .from(carriers)
        .where(and(or(...same), ne(carriers.id, besides)));
      return {
        name: rows.some((r) => r.name === v.name),
        code: rows.some((r) => r.code === v.code),
      };
    },

    /** Removed from the list; the orders it shipped keep its name. */
    async remove(id: number): Promise<CarrierRow | undefined> {
      const [row] = await db.delete(carriers).where(eq(carriers.id, id)).returning();
      return row;
    },
  };
}
