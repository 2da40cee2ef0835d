import type { Address } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  type AddressInput,
  type AddressRow,
  type AddressSnapshot,
  addressRepo,
  defaultSnapshotSql,
  registeredSql,
  snapshotSql,
} from './repo.ts';

export const MAX_ADDRESSES = 20;

export const serializeAddress = (a: AddressRow, registered: ReadonlySet<number>): Address => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  region: a.region,
  detail: a.detail,
  is_default: a.isDefault ? 1 : 0,
  is_registered: registered.has(a.id) ? 1 : 0,
});

export function addressService(db: Db) {
  const listed = async (companyId: number) => {
    const repo = addressRepo(db);
    const [rows, registered] = await Promise.all([
      repo.list(companyId),
      repo.registeredIds(companyId),
    ]);
    return rows.map((a) => serializeAddress(a, registered));
  };

  return {
    list: listed,

    /**
     * What an order keeps of the address (a later edit does not change past
     * orders), as part of the order's single read: null when it is not the company's.
     */
    snapshotPart: (companyId: number, id: number): ReadPart<AddressSnapshot | null> => ({
      sql: snapshotSql(companyId, id),
      parse: (json) => (json as AddressSnapshot | null) ?? null,
    }),

    /** Whether the address is the company's registered one (含特殊药品复方制剂 ship only there). */
    registeredPart: (companyId: number, id: number): ReadPart<boolean> => ({
      sql: registeredSql(companyId, id),
      parse: (v) => v === true || v === 't',
    }),

    /** Whether the address is the company's registered one, read now in the caller's transaction. */
    isRegistered: async (tx: DbOrTx, companyId: number, id: number) =>
      (await addressRepo(tx).registeredIds(companyId)).has(id),

    /** The company's default address as an order keeps it (a goods prize's delivery); null when it has none. */
    defaultSnapshotPart: (companyId: number): ReadPart<AddressSnapshot | null> => ({
      sql: defaultSnapshotSql(companyId),
      parse: (json) => (json as AddressSnapshot | null) ?? null,
    }),

    async create(companyId: number, input: AddressInput) {
      return db.transaction(async (tx) => {
        const repo = addressRepo(tx);
        const count = await repo.count(companyId);
        if (count >= MAX_ADDRESSES)
          throw new AppError('bad_request', `收货地址最多保存 ${MAX_ADDRESSES} 个`);
        // The first address is the default whatever the form said.
        const row = await repo.insert(companyId, {
          ...input,
          isDefault: input.isDefault || count === 0,
        });
        if (row.isDefault) await repo.clearOtherDefaults(companyId, row.id);
        return serializeAddress(row, await repo.registeredIds(companyId));
      });
    },

    async update(companyId: number, id: number, input: AddressInput) {
      return db.transaction(async (tx) => {
        const repo = addressRepo(tx);
        const current = await repo.find(companyId, id);
        if (!current) throw notFound('收货地址');
        // Unticking the default on the default address would leave none.
        const row = await repo.update(companyId, id, {
          ...input,
          isDefault: input.isDefault || current.isDefault,
        });
        if (row!.isDefault) await repo.clearOtherDefaults(companyId, id);
        return serializeAddress(row!, await repo.registeredIds(companyId));
      });
    },

    async setDefault(companyId: number, id: number) {
      await db.transaction(async (tx) => {
        const repo = addressRepo(tx);
        if (!(await repo.setDefault(companyId, id))) throw notFound('收货地址');
        await repo.clearOtherDefaults(companyId, id);
      });
      return listed(companyId);
    },

    async remove(companyId: number, id: number) {
      await db.transaction(async (tx) => {
        const repo = addressRepo(tx);
        const removed = await repo.remove(companyId, id);
        if (!removed) throw notFound('收货地址');
        if (removed.isDefault) await repo.promoteOldest(companyId);
      });
      return listed(companyId);
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
