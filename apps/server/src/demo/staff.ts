import type { Tx } from '../db/client.ts';
import { staffUsers } from '../db/schema/staff.ts';
import { hashPassword } from '../platform/password.ts';
import { DEMO_PASSWORD } from './accounts.ts';

/** One demo staff member per role (docs/api-admin.md), password demo123456. */
export const demoStaff = [
  { username: 'admin', name: '王总', role: 'super' },
  { username: 'operator', name: '李运营', role: 'operator' },
  { username: 'reviewer', name: '赵审核', role: 'reviewer' },
  { username: 'warehouse', name: '孙仓管', role: 'warehouse' },
  { username: 'finance', name: '周财务', role: 'finance' },
  { username: 'service', name: '吴客服', role: 'service' },
  { username: 'quality', name: '郑质管', role: 'quality' },
] as const;

/** Hashed before the seed's transaction opens: scrypt is slow on purpose. */
export const hashStaffPasswords = () =>
  Promise.all(demoStaff.map(() => hashPassword(DEMO_PASSWORD)));

export async function insertStaff(tx: Tx, hashes: string[]) {
  await tx.insert(staffUsers).values(demoStaff.map((s, i) => ({ ...s, passwordHash: hashes[i]! })));
}
