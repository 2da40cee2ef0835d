import type { TransferSettings, TransferSettingsBody } from '@shop/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { settingsRepo } from './repo.ts';

// The shop's receiving account for 对公转账 and how long an order waiting for
// a transfer keeps its stock. Finance edits it (not the site's content
// editors): it decides where buyers send money.

export const TRANSFER_ACCOUNT_KEY = 'transfer_account';
export const DEFAULT_TRANSFER_HOURS = 72;

const accountFields = z.object({
  name: z.string().catch(''),
  bank: z.string().catch(''),
  account: z.string().catch(''),
  windowHours: z.number().int().min(1).max(720).catch(DEFAULT_TRANSFER_HOURS),
});
const accountSchema = accountFields.catch(() => accountFields.parse({}));
export type TransferAccount = z.infer<typeof accountFields>;

export const parseTransferAccount = (v: unknown): TransferAccount =>
  accountSchema.parse(typeof v === 'object' && v !== null ? v : {});

const present = (a: TransferAccount): TransferSettings => ({
  name: a.name,
  bank: a.bank,
  account: a.account,
  window_hours: a.windowHours,
});

/** Read at the moment a buyer pays: a change applies to the next transfer at once. */
export const transferAccount = async (db: DbOrTx) =>
  parseTransferAccount(await settingsRepo(db).get(TRANSFER_ACCOUNT_KEY));

export function transferAccountAdmin({ db, audit }: { db: Db; audit: Audit }) {
  return {
    get: async () => present(await transferAccount(db)),

    put: (actor: Actor, body: TransferSettingsBody) =>
      db.transaction(async (tx) => {
        const repo = settingsRepo(tx);
        const before = parseTransferAccount(
          (await repo.lockMany([TRANSFER_ACCOUNT_KEY])).get(TRANSFER_ACCOUNT_KEY),
        );
        const after: TransferAccount = {
          name: body.name,
          bank: body.bank,
          account: body.account.replace(/\s+/g, ''),
          windowHours: body.window_hours,
        };
        await repo.put(TRANSFER_ACCOUNT_KEY, after);
        await audit(tx, actor, {
          action: 'settings.transfer_account',
          targetType: 'settings',
          targetId: TRANSFER_ACCOUNT_KEY,
          before: present(before),
          after: present(after),
        });
        return present(after);
      }),
  };
}

export type TransferAccountAdmin = ReturnType<typeof transferAccountAdmin>;
