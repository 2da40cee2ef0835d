import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Module } from '../module.ts';
import { staffAdminRoutes } from './admin-routes.ts';
import { type StaffService, staffService } from './service.ts';

export type { Audit, AuditRecord, Recorded, StaffService } from './service.ts';

/** Console staff: accounts, sessions, roles and the audit log of their writes. */
export function staffModule(deps: {
  db: Db;
  kv: Kv;
  bus: Bus;
  cookies: { secure: boolean };
}): Module<StaffService> {
  const service = staffService(deps);
  return { service, adminRoutes: staffAdminRoutes(service, deps.cookies) };
}
