import type { StaffPermission } from '@shop/contract';
import type { ReactNode } from 'react';
import { useCan } from '../lib/permissions';
import { Forbidden } from './ErrorResult';

/** A page a role without the permission sees as 无权限 rather than a refused table. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const can = useCan();
  return can(permission) ? children : <Forbidden />;
}
