import type { StaffPermission, StaffView } from '@shop/contract';
import { useMe } from '../api/auth';

/**
 * Whether the staff member holds the permission; the server checks every call again,
 * the console only hides what would be refused. `goods` implies `goods.read`.
 */
export function can(staff: StaffView | undefined, permission: StaffPermission): boolean {
  if (!staff) return false;
  if (staff.permissions.includes(permission)) return true;
  return permission === 'goods.read' && staff.permissions.includes('goods');
}

/** The logged-in staff member's check; false until /admin-api/me has answered. */
export function useCan(): (permission: StaffPermission) => boolean {
  const { data } = useMe();
  return (permission) => can(data, permission);
}
