import { z } from 'zod';
import { id, int, isoTime, page, pageNo, pageSize } from '../fields.ts';

// 登录保护: the buyers' logins locked for unknown browsers after five wrong
// passwords (a browser that logged in before is not held back), and lifting
// one. The lock itself: apps/server/src/modules/auth/login-guard.ts.

export const loginLocksQuery = z.strictObject({ page: pageNo, page_size: pageSize(100, 20) });

export const loginLock = z.object({
  user_id: int,
  username: z.string(),
  company_id: int,
  company_name: z.string(),
  /** Failed passwords in the window that led to the lock. */
  fails: int,
  /** Attempts refused since the lock, without a check. */
  refused: int,
  since: isoTime,
  until: isoTime,
});

export const loginLockPage = page(loginLock);
/** The locked login's user id. */
export const loginLockParams = z.strictObject({ id });

export type LoginLock = z.infer<typeof loginLock>;
export type LoginLockPage = z.infer<typeof loginLockPage>;
