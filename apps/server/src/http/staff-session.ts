import type {} from '@fastify/cookie';
import type { Role, StaffPermission } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, loginRequired } from './errors.ts';

/** A logged-in staff member, as every staff route sees them. */
export type Staff = {
  id: number;
  username: string;
  name: string;
  role: Role;
  permissions: ReadonlySet<StaffPermission>;
};

/** Who did a staff write and from where: what the audit log records. */
export type Actor = { staff: Staff; address: string };

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
    staffToken: string | null;
  }
}

export const STAFF_COOKIE = 'admin_token';
export const STAFF_PATH = '/admin-api';

/** The staff token: the console's cookie, or `Authorization: Bearer` for tools. */
export function readStaffToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return req.cookies[STAFF_COOKIE] || null;
}

const forbidden = () => new AppError('forbidden', '没有权限执行此操作');

export function requireStaff(req: FastifyRequest, ...needs: StaffPermission[]): Staff {
  if (!req.staff) throw loginRequired();
  for (const p of needs) if (!req.staff.permissions.has(p)) throw forbidden();
  return req.staff;
}

export const actorOf = (req: FastifyRequest, ...needs: StaffPermission[]): Actor => ({
  staff: requireStaff(req, ...needs),
  address: req.ip,
});

/** Route hook: refuse before the body is validated, so a 403 never depends on the input. */
export function staffMay(...needs: StaffPermission[]) {
  const hook = async (req: FastifyRequest) => {
    requireStaff(req, ...needs);
  };
  // Read by the permission matrix test (every staff route, every role).
  return Object.assign(hook, { needs });
}

/** What a staff route demands, as staffMay declared it (for the permission matrix test). */
export function declaredNeeds(preHandler: unknown): StaffPermission[] | null {
  const hooks = Array.isArray(preHandler) ? preHandler : [preHandler];
  const found = hooks.find((h) => h && Array.isArray((h as { needs?: unknown }).needs));
  return found ? (found as { needs: StaffPermission[] }).needs : null;
}
