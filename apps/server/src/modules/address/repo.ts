import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { type AddressSnapshot, addresses } from '../../db/schema/address.ts';

export type { AddressSnapshot };

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInput = {
  name: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
};

export function addressRepo(db: DbOrTx) {
  const mine = (companyId: number, id: number) =>
    and(eq(addresses.companyId, companyId), eq(addresses.id, id));
  return {
    async registeredIds(companyId: number): Promise<Set<number>> {
      const rows = rowsOf<{ id: number }>(await db.execute(registeredIdsSql(companyId)));
      return new Set(rows.map((r) => Number(r.id)));
    },

    list: (companyId: number) =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.companyId, companyId))
        .orderBy(desc(addresses.isDefault), addresses.id),

    async find(companyId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(mine(companyId, id));
      return row;
    },

    async count(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.companyId, companyId));
      return row?.n ?? 0;
    },

    async insert(companyId: number, a: AddressInput): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ companyId, ...a })
        .returning();
      return row!;
    },

    async update(companyId: number, id: number, a: AddressInput) {
      const [row] = await db.update(addresses).set(a).where(mine(companyId, id)).returning();
      return row;
    },

    /** Only one default per company: clears the others. */
    async clearOtherDefaults(companyId: number, keepId: number) {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.companyId, companyId), ne(addresses.id, keepId)));
    },

    async setDefault(companyId: number, id: number) {
      const rows = await db
        .update(addresses)
        .set({ isDefault: true })
        .where(mine(companyId, id))
        .returning({ id: addresses.id });
      return rows.length === 1;
    },

    async remove(companyId: number, id: number) {
      const rows = await db
        .delete(addresses)
        .where(mine(companyId, id))
        .returning({ id: addresses.id, isDefault: addresses.isDefault });
      return rows[0];
    },

    async promoteOldest(companyId: number) {
      const [first] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.companyId, companyId))
        .orderBy(addresses.id)
        .limit(1);
      if (first)
        await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
    },
  };
}

/**
 * The address is the company's registered one: region and detail equal to
 * the registration's region and address, whitespace aside (a company with
 * no registered address has none).
 */
const registeredWhere = (a: string) =>
  sql.raw(`EXISTS (SELECT 1 FROM companies c WHERE c.id = ${a}.company_id AND c.address <> ''
    AND regexp_replace(c.region || c.address, '\\s', '', 'g')
      = regexp_replace(${a}.region || ${a}.detail, '\\s', '', 'g'))`);

/** The ids of the company's addresses that are its registered address. */
export const registeredIdsSql = (companyId: number) =>
  sql`SELECT a.id FROM addresses a WHERE a.company_id = ${companyId} AND ${registeredWhere('a')}`;

/** Whether the address is the company's registered one, as a part of the order's single read. */
export const registeredSql = (companyId: number, id: number) =>
  sql`SELECT EXISTS (SELECT 1 FROM addresses a
    WHERE a.company_id = ${companyId} AND a.id = ${id} AND ${registeredWhere('a')})`;

/** The address as an order keeps it, read as one part of the order's single read. */
export const snapshotSql = (companyId: number, id: number) =>
  sql`SELECT json_build_object('name', name, 'phone', phone, 'region', region, 'detail', detail)
    FROM addresses WHERE company_id = ${companyId} AND id = ${id}`;

/** The company's default address (else its oldest) as an order keeps it. */
export const defaultSnapshotSql = (companyId: number) =>
  sql`SELECT json_build_object('name', name, 'phone', phone, 'region', region, 'detail', detail)
    FROM addresses WHERE company_id = ${companyId} ORDER BY is_default DESC, id LIMIT 1`;
